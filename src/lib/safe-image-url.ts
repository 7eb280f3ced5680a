/**
 * An image address from the provider, if it is one to load: http(s), absolute or relative to the
 * app. Anything else (javascript:, data:, a malformed address) is dropped, never put in the page.
 */
export function safeImageUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim(), window.location.origin)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** The addresses of `urls` that are safe to load (safeImageUrl), in their order. */
export function safeImageUrls(urls: readonly string[]): string[] {
  return urls.map(safeImageUrl).filter((url): url is string => url !== null)
}
