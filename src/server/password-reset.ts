/**
 * Password reset (lifecycle spec §6): single-use links valid 30 minutes on the sandbox clock. Only
 * the SHA-256 of a token is kept; the token itself is only in the e-mail (never logged).
 */
import { createHash } from 'node:crypto'
import { RESET_PASSWORD_PATH, RESET_TOKEN_TTL_MS } from '../contract/password-reset'
import { sendMail } from './notifications'
import type { ResetTokenRecord, SandboxState, UserRecord } from './records'
import { secureIds, secureToken } from './random'

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

/** Keeps the link's hash and e-mails the link. */
export function sendResetLink(
  state: SandboxState,
  user: UserRecord,
  issued: { token: string; hash: string },
  now: Date,
): void {
  state.reset_tokens = state.reset_tokens.filter(
    (record) => !record.used && Date.parse(record.expires_at) > now.getTime(),
  )
  state.reset_tokens.push({
    hash: issued.hash,
    user_id: user.id,
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
    used: false,
  })
  const link = `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(issued.token)}`
  sendMail(state, secureIds, {
    to: user.email,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your escrow account. The link works once, for 30 minutes. If it was not you, ignore this e-mail.\n\nChoose a new password: ${link}`,
    links: [link],
    sent_at: now.toISOString(),
  })
}

/** The link's record when it is unused and not expired; spent at once (single use). */
export function spendResetToken(
  state: SandboxState,
  token: string,
  now: Date,
): ResetTokenRecord | undefined {
  const hash = tokenHash(token)
  const record = state.reset_tokens.find((candidate) => candidate.hash === hash)
  if (!record || record.used || Date.parse(record.expires_at) <= now.getTime()) return undefined
  record.used = true
  return record
}
