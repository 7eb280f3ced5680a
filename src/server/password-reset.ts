/**
 * Password reset (lifecycle spec §6, agreements spec §10): single-use links valid 30 minutes on
 * the sandbox clock, and a successful reset spends every link of the user. Only the SHA-256 of a
 * token is kept; the token itself is only in the e-mail (never logged), and the outbox in the
 * state file holds the e-mail with the token left out (mail-links.ts shows the real link while
 * the sandbox that sent it runs). At most RESET_MAILS_PER_WINDOW e-mails per address per
 * RESET_MAIL_WINDOW_MS (ResetMailLimit).
 */
import { createHash } from 'node:crypto'
import { RESET_PASSWORD_PATH, RESET_TOKEN_TTL_MS } from '../contract/password-reset'
import { HIDDEN_TOKEN } from './mail-links'
import { sendMail } from './notifications'
import type { MailRecord, ResetTokenRecord, SandboxState, UserRecord } from './records'
import { secureIds, secureToken } from './random'
import { normalizeEmail } from './users'

export const RESET_MAILS_PER_WINDOW = 3
export const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000
/** Above this many addresses tracked, stale ones are dropped at the next request. */
const PRUNE_ABOVE = 1_000

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A fresh token and its hash. Made for unknown e-mails too (and then dropped), so both answers
 * do the same work.
 */
export function newResetToken(): { token: string; hash: string } {
  const token = secureToken(32)
  return { token, hash: tokenHash(token) }
}

/** The app path of a reset link. */
export function resetLink(token: string): string {
  return `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`
}

/**
 * Keeps the link's hash and e-mails the link. The outbox record (written to the state file) has
 * HIDDEN_TOKEN where the token goes; the caller keeps the real token in memory (MailLinks).
 */
export function sendResetLink(
  state: SandboxState,
  user: UserRecord,
  issued: { token: string; hash: string },
  now: Date,
): MailRecord {
  state.reset_tokens = state.reset_tokens.filter(
    (record) => !record.used && Date.parse(record.expires_at) > now.getTime(),
  )
  state.reset_tokens.push({
    hash: issued.hash,
    user_id: user.id,
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    used: false,
  })
  const link = resetLink(HIDDEN_TOKEN)
  return sendMail(state, secureIds, {
    to: user.email,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your escrow account. The link works once, for 30 minutes. If it was not you, ignore this e-mail.\n\nChoose a new password: ${link}`,
    links: [link],
    sent_at: now.toISOString(),
  })
}

/** The link's record when it is unused and not expired (not spent: see spendResetLinksOf). */
export function liveResetToken(
  state: SandboxState,
  token: string,
  now: Date,
): ResetTokenRecord | undefined {
  const hash = tokenHash(token)
  const record = state.reset_tokens.find((candidate) => candidate.hash === hash)
  if (!record || record.used || Date.parse(record.expires_at) <= now.getTime()) return undefined
  return record
}

/** A reset succeeded: every link of the user is spent, not only the one used. */
export function spendResetLinksOf(state: SandboxState, userId: number): void {
  for (const record of state.reset_tokens) if (record.user_id === userId) record.used = true
}

/**
 * At most RESET_MAILS_PER_WINDOW reset e-mails per address in RESET_MAIL_WINDOW_MS (sliding, on
 * the sandbox clock). Counted per address (normalized) whether or not an account has it, so the
 * limit tells nothing about which addresses have one; the answer stays 202 either way. Kept in
 * memory, like the sign-in lockout: a restart or a reset of the sandbox forgets it.
 */
export class ResetMailLimit {
  private readonly sent = new Map<string, number[]>()

  constructor(private readonly now: () => Date) {}

  clear(): void {
    this.sent.clear()
  }

  /** Whether a reset e-mail may go to `email` now (and counts it if so). */
  allow(email: string): boolean {
    const current = this.now().getTime()
    const fresh = (times: number[]) => times.filter((at) => current - at < RESET_MAIL_WINDOW_MS)
    if (this.sent.size > PRUNE_ABOVE)
      for (const [key, times] of this.sent) if (fresh(times).length === 0) this.sent.delete(key)
    const key = normalizeEmail(email)
    const times = fresh(this.sent.get(key) ?? [])
    if (times.length >= RESET_MAILS_PER_WINDOW) {
      this.sent.set(key, times)
      return false
    }
    times.push(current)
    this.sent.set(key, times)
    return true
  }
}
