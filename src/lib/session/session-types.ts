/** The session store's public types and errors (token-store.ts exports them). */

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out'

export interface SessionSnapshot {
  status: SessionStatus
  accessToken: string | null
  /**
   * Which sign-in the tokens belong to (kept through refreshes, new on every sign-in): a request is
   * only ever retried under the session that sent it.
   */
  sessionId: string | null
  /**
   * What made the last change: this tab's own action, another tab (through storage), or this tab's
   * start-up recovering by itself after the provider was unreachable.
   */
  cause: 'this-tab' | 'other-tab' | 'recovered'
  /**
   * Signed out here only because start-up could not reach the provider: the stored session is kept
   * and start-up is tried again by itself (or at once through `retryStartupNow`).
   */
  restorePending?: boolean
}

export interface TokenPairInput {
  access_token: string
  refresh_token?: string | undefined
}

/** Why a call failed: `rejected` (the server said no: the session is over) or `unavailable` (network, 5xx, time-out). */
export type FailureReason = 'rejected' | 'unavailable'

/** Why a refresh failed: `rejected` (401/invalid: the session is over) or `unavailable` (network/5xx). */
export class RefreshError extends Error {
  constructor(readonly reason: FailureReason) {
    super(`Token refresh ${reason}`)
  }
}

/** The tokens of a session that has just ended, for telling the server (best effort). */
export interface EndedSession {
  accessToken: string | null
  /** null when the server has already refused it. */
  refreshToken: string | null
  /** Whether the access token is known to have expired (the server would refuse it). */
  accessExpired: boolean
}

/** The session a request was sent under, handed back after a 401. */
export interface SentCredentials {
  token: string | null
  sessionId: string | null
  /** Aborted when that session ends, in this tab or another. */
  signal: AbortSignal | null
}

/** Raised (as the abort reason) in the requests of a session that has ended. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'
  constructor() {
    super('The session ended while the request was under way')
  }
}

export interface TokenStoreDeps {
  /** A Storage, or a function opening one (it may throw: site data blocked); see safe-storage.ts. */
  storage: Storage | (() => Storage)
  /**
   * Spends a refresh token; must throw RefreshError. Goes through a client without the auth hooks.
   * It is never aborted by the store.
   */
  refresh: (refreshToken: string) => Promise<TokenPairInput>
  /** Tells the server a session has ended so it revokes it (best effort). */
  revoke?: (session: EndedSession) => Promise<void>
  /**
   * Whether a failed start-up profile fetch means the server refused the session or could not be
   * reached; without it every failure counts as refused.
   */
  failureReason?: (error: unknown) => FailureReason
  now?: () => number
  /** Web Locks; without them the refresh lock is a lease in storage. */
  locks?: LockManager | undefined
  /** Window-like target for `storage` and `visibilitychange` events (omit in unit tests). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Document }
}
