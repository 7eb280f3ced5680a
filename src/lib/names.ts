/**
 * The first value that has text in it (null, undefined and blank strings are skipped), trimmed:
 * e.g. a party's name, else their e-mail.
 */
export function firstText(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const trimmed = value?.trim()
    if (trimmed) return trimmed
  }
  return null
}

/** "Adaeze Okafor" → "Adaeze". */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

/** "Adaeze Okafor" → "AO"; one word → its first letter; empty → "". */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.charAt(0) ?? ''
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''
  return (first + last).toUpperCase()
}
