/**
 * Route chunks that do not arrive (base spec §9: "Chunk load timeout 120 seconds"). A route whose
 * code-split chunk hangs shows its pending view; after this long the view offers a retry instead of
 * a spinner forever. A chunk that fails to load (a rejected dynamic import, e.g. after a deploy
 * removed the old files) offers the same retry.
 */

/** How long a route's pending view waits before it offers a retry (base spec §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

// What the browsers say when a dynamic import fails (Chromium, Firefox, Safari), and what Vite's
// preload helper says when a chunk's stylesheet fails.
const CHUNK_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

/** Whether `error` is a code-split chunk that failed to load (not an error of the page itself). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return CHUNK_LOAD_FAILURES.some((start) => error.message.startsWith(start))
}

/**
 * Loads the current URL again. A hung or failed dynamic import cannot be retried inside the same
 * document: the browser's module map keeps the first import's pending (or failed) result for that
 * URL, so importing it again returns the same promise. Only a new document asks the server again.
 */
export function reloadPage(): void {
  window.location.reload()
}
