/**
 * Lets `cancel()` end, at once, whatever is being waited for through `race`: each such wait then
 * answers null (the work itself goes on, its outcome is ignored). A later wait is not affected.
 */
export function createCancellation() {
  let controller = new AbortController()
  return {
    cancel(): void {
      controller.abort()
      controller = new AbortController()
    },
    /** `work`'s outcome, or null as soon as `cancel()` is called while it is under way. */
    async race<T>(work: Promise<T>): Promise<T | null> {
      const { signal } = controller
      const settled = new AbortController()
      const cancelled = new Promise<null>((resolve) => {
        signal.addEventListener('abort', () => resolve(null), {
          once: true,
          signal: settled.signal,
        })
      })
      try {
        return await Promise.race([work, cancelled])
      } finally {
        settled.abort()
      }
    },
  }
}
