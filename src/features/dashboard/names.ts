/** "Adaeze Okafor" → "Adaeze". */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}
