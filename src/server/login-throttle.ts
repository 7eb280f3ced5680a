/**
 * Sign-in lockout: after MAX_FAILED_LOGINS wrong passwords for one e-mail within
 * LOGIN_FAILURE_WINDOW_MS, POST /auth/login answers 429 for LOGIN_LOCKOUT_MS, whatever the
 * password; a success before that resets the count.
 *
 * - Counted per e-mail (normalized), whether or not an account has it: a lockout that only real
 *   accounts reach would tell an attacker which e-mails have one.
 * - Every attempt counts as a failure from its start until its password check says otherwise, so a
 *   burst of attempts sent at once gets no more tries than attempts sent one by one.
 * - Kept in memory, on the sandbox clock (`now`); a restart or a reset of the sandbox forgets it. (A
 *   provider with several workers keeps it in a store they share.)
 */
import { ApiError } from './errors'
import { normalizeEmail } from './users'

export const MAX_FAILED_LOGINS = 5
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000
/** Above this many e-mails tracked, stale entries are dropped at the next attempt. */
const PRUNE_ABOVE = 1_000

interface Account {
  /** Start times of failed (and still unanswered) attempts, oldest first. */
  failures: number[]
  lockedUntil: number | null
}

export function lockedOutDetail(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000))
  return `Too many failed sign-in attempts. Try again in ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/** One sign-in attempt: tell it how the password check went. */
export interface LoginAttempt {
  succeeded(): void
  failed(): void
}

export class LoginThrottle {
  private readonly accounts = new Map<string, Account>()

  constructor(private readonly now: () => Date) {}

  clear(): void {
    this.accounts.clear()
  }

  /** Starts an attempt for `email`; 429 (with Retry-After) while it is locked out. */
  begin(email: string): LoginAttempt {
    const current = this.now().getTime()
    if (this.accounts.size > PRUNE_ABOVE) this.prune(current)
    const key = normalizeEmail(email)
    const account = this.fresh(key, current)
    if (account.lockedUntil !== null) {
      const remaining = account.lockedUntil - current
      throw new ApiError(429, lockedOutDetail(remaining), {
        'Retry-After': String(Math.ceil(remaining / 1000)),
      })
    }
    account.failures.push(current)
    if (account.failures.length >= MAX_FAILED_LOGINS)
      account.lockedUntil = current + LOGIN_LOCKOUT_MS
    this.accounts.set(key, account)
    let settled = false
    return {
      succeeded: () => {
        if (settled) return
        settled = true
        this.accounts.delete(key)
      },
      failed: () => {
        settled = true
      },
    }
  }

  /** The account's record with expired failures and an ended lockout dropped. */
  private fresh(key: string, current: number): Account {
    const account = this.accounts.get(key)
    if (!account) return { failures: [], lockedUntil: null }
    if (account.lockedUntil !== null) {
      if (account.lockedUntil > current) return account
      return { failures: [], lockedUntil: null }
    }
    account.failures = account.failures.filter((at) => current - at < LOGIN_FAILURE_WINDOW_MS)
    return account
  }

  private prune(current: number): void {
    for (const [key, account] of this.accounts) {
      const stale =
        account.lockedUntil === null
          ? account.failures.every((at) => current - at >= LOGIN_FAILURE_WINDOW_MS)
          : account.lockedUntil <= current
      if (stale) this.accounts.delete(key)
    }
  }
}
