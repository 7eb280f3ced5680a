/**
 * `work`'s outcome, or `onTimeout()`'s after `ms`: the caller stops waiting; `work` itself goes on
 * (nothing is cancelled, e.g. a token refresh is never abandoned).
 */
export function within<T>(work: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timeout: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => {
    timeout = setTimeout(() => {
      resolve(Promise.resolve().then(onTimeout))
    }, ms)
  })
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timeout)
  })
}
