/** How long the object URL outlives the click: the browser must have started reading it. */
const REVOKE_AFTER_MS = 1_000

/**
 * Saves `blob` as `fileName` through a temporary object URL and a clicked `<a download>`; the URL
 * is revoked shortly after, so the blob's memory is released.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => {
      URL.revokeObjectURL(url)
    }, REVOKE_AFTER_MS)
  }
}
