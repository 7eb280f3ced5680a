/** The first value that has text in it (null, undefined and blank strings are skipped). */
export function firstText(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const trimmed = value?.trim()
    if (trimmed) return trimmed
  }
  return null
}
