/**
 * The cross-tab lock around a refresh: one tab spends the refresh token, the others wait for it.
 * Web Locks where the browser has them; otherwise (plain-http hosts, older Safari) a lease kept in
 * localStorage.
 */
export interface RefreshLock {
  /**
   * Runs `work` holding the lock. Gives up waiting after `waitMs` and returns `onTimeout()` instead:
   * the holder may be spending the very refresh token we would spend.
   */
  run<T>(work: () => Promise<T>, onTimeout: () => T, waitMs: number): Promise<T>
}

const LOCK_NAME = 'escrow-token-refresh'
export const LEASE_KEY = 'escrow_refresh_lease'
/** How long a lease lasts without renewal: a tab closed mid-refresh frees it after this. */
export const LEASE_TTL_MS = 15_000
/** Time for a competing tab's write to reach us before we trust that the lease is ours. */
export const LEASE_SETTLE_MS = 50
const LEASE_POLL_MS = 100

export function webLock(locks: LockManager): RefreshLock {
  return {
    async run(work, onTimeout, waitMs) {
      const waiting = new AbortController()
      const giveUp = setTimeout(() => {
        waiting.abort()
      }, waitMs)
      try {
        return await locks.request(LOCK_NAME, { signal: waiting.signal }, () => {
          clearTimeout(giveUp)
          return work()
        })
      } catch (error) {
        if (waiting.signal.aborted) return onTimeout()
        throw error
      } finally {
        clearTimeout(giveUp)
      }
    },
  }
}

interface Lease {
  owner: string
  until: number
}

function readLease(storage: Pick<Storage, 'getItem'>): Lease | null {
  try {
    const raw = storage.getItem(LEASE_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Lease>
    return typeof parsed.owner === 'string' && typeof parsed.until === 'number'
      ? { owner: parsed.owner, until: parsed.until }
      : null
  } catch {
    return null
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms)
  })

/**
 * A lease in storage: take it when it is free or expired, wait a moment, and hold it only if our
 * write is still the one there (two tabs writing together: the later write wins, the other waits).
 * The holder renews it while its work runs, so a slow refresh keeps it; a tab that dies frees it
 * after LEASE_TTL_MS.
 */
export function storageLease(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  owner: string,
  now: () => number = () => Date.now(),
): RefreshLock {
  const write = () => {
    storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: now() + LEASE_TTL_MS }))
  }
  async function acquire(deadline: number): Promise<boolean> {
    for (;;) {
      const lease = readLease(storage)
      if (!lease || lease.until <= now() || lease.owner === owner) {
        write()
        await sleep(LEASE_SETTLE_MS)
        if (readLease(storage)?.owner === owner) return true
      }
      if (now() >= deadline) return false
      await sleep(LEASE_POLL_MS)
    }
  }
  return {
    async run(work, onTimeout, waitMs) {
      if (!(await acquire(now() + waitMs))) return onTimeout()
      const renew = setInterval(write, LEASE_TTL_MS / 3)
      try {
        return await work()
      } finally {
        clearInterval(renew)
        if (readLease(storage)?.owner === owner) storage.removeItem(LEASE_KEY)
      }
    },
  }
}
