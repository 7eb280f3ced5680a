/** What every route handler can reach, and the Hono environment type. */
import type { SandboxClock } from './clock'
import type { IdempotencyKeys } from './idempotency'
import type { EvidenceUrls, ImageBytes } from './images'
import type { LoginThrottle } from './login-throttle'
import type { MailLinks } from './mail-links'
import type { ResetMailLimit } from './password-reset'
import type { Moment } from './escrow-flow'
import type { PasswordHasher } from './passwords'
import type { SeedVariant } from './seed'
import { secureIds } from './random'
import type { Store } from './store'
import type { AccessTokenIssuer } from './tokens'
import type { TrafficControls } from './traffic-controls'
import type { Authenticated, SessionDeps } from './sessions'

export interface SandboxContext {
  store: Store
  /** The sandbox clock's time (clock.ts): every time decision reads it. */
  now: () => Date
  clock: SandboxClock
  tokens: AccessTokenIssuer
  controls: TrafficControls
  images: ImageBytes
  /** Signed, expiring URLs of dispute evidence. */
  evidenceUrls: EvidenceUrls
  /** Idempotency-Key answers of POST /escrow/create, the order actions and withdrawals. */
  idempotency: IdempotencyKeys
  /** Hashing and checking passwords (scrypt; tests may inject a slow one). */
  passwords: PasswordHasher
  /** Failed sign-ins per e-mail, and lockouts. */
  loginThrottle: LoginThrottle
  /** Reset e-mails per address (at most 3 in 15 minutes). */
  resetMailLimit: ResetMailLimit
  /** The reset links of the outbox, in memory only (the state file has them hidden). */
  mailLinks: MailLinks
  /** Reseeds the data and clears the test controls and the request log. */
  reset(options?: ResetOptions): Promise<void>
  /**
   * Catches up with the clock: releases every order whose inspection period is over (and saves
   * the change). Runs before every API request and after the clock moves. Returns their ids.
   */
  settle(): string[]
  /** Settles every pending withdrawal now (the test control); returns their transaction ids. */
  settleWithdrawalsNow(): string[]
}

export interface ResetOptions {
  bulkOrders?: number
  /** 'hostile' adds the hostile texts (seed-data.ts HOSTILE_*) to the seed, for tests. */
  seed?: SeedVariant
}

export interface SandboxEnv {
  Variables: {
    /** Set by requireAuth (always) and optionalAuth (when a valid token came). */
    auth: Authenticated | undefined
  }
}

/** The moment of a live change: the sandbox clock and cryptographically random ids. */
export function liveMoment(ctx: SandboxContext): Moment {
  return { at: ctx.now().toISOString(), ids: secureIds }
}

/** The signed URL of an evidence image, now (for `disputeView`). */
export function evidenceLink(ctx: SandboxContext): (id: string) => string {
  const now = ctx.now()
  return (id) => ctx.evidenceUrls.url(id, now)
}

export function sessionDeps(ctx: SandboxContext): SessionDeps {
  return { state: ctx.store.state, tokens: ctx.tokens, now: ctx.now() }
}
