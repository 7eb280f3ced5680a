/** /auth: login (form), register, refresh, logout, me. */
import { Hono } from 'hono'
import type { User } from '../../contract/auth'
import type { ValidationIssue } from '../../contract/common'
import { caller, requireAuth } from '../auth-middleware'
import { sessionDeps, type SandboxContext, type SandboxEnv } from '../context'
import { ApiError, bodyIssue, missingField, validationFailed } from '../errors'
import { koboToDecimalString, koboToNumber } from '../../contract/money'
import { escrowBalanceKobo, pendingFor } from '../orders'
import { decoyPasswordHash } from '../passwords'
import { readForm, readJsonObject, stringField, type JsonObject } from '../request-body'
import {
  endSession,
  endSessionsOf,
  isLivePair,
  rotateRefreshToken,
  startSession,
} from '../sessions'
import { createUser, findUserByEmail, findUserById } from '../users'
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '../../contract/auth'
import { isTooLong, MAX_LENGTH, MESSAGES } from '../../contract/limits'
import {
  FORGOT_PASSWORD_DETAIL,
  RESET_LINK_INVALID_DETAIL,
  RESET_TOKEN_TTL_MS,
} from '../../contract/password-reset'
import { withCurrentPassword } from '../password-check'
import { liveResetToken, newResetToken, sendResetLink, spendResetLinksOf } from '../password-reset'
import { validateRegistration } from '../validation'
import { walletBalanceKobo } from '../wallet'

export function authRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()

  routes.post('/login', async (c) => {
    const form = await readForm(c.req.raw)
    const fields: Record<string, string> = {}
    const issues: ValidationIssue[] = []
    for (const key of ['username', 'password']) {
      const value = form?.get(key)
      if (typeof value === 'string') fields[key] = value
      else issues.push(missingField(key))
    }
    if (issues.length > 0) throw validationFailed(issues)
    const email = fields.username ?? ''
    const password = fields.password ?? ''
    const refused = () =>
      new ApiError(401, 'Incorrect email or password', { 'WWW-Authenticate': 'Bearer' })
    // 429 while the e-mail is locked out, before the password is even looked at.
    const attempt = ctx.loginThrottle.begin(email)
    const found = findUserByEmail(ctx.store.state, email)
    if (!found) {
      // The same work as for an account: the answer takes as long.
      await ctx.passwords.verify(password, await decoyPasswordHash())
      attempt.failed()
      throw refused()
    }
    // The password as it is when the session starts (password-check.ts): a reset that lands
    // while the password is being checked wins, and the old password is refused.
    const started = await withCurrentPassword(ctx, found.id, password, (user) => {
      attempt.succeeded()
      return startSession(sessionDeps(ctx), user)
    })
    if (!started) {
      attempt.failed()
      throw refused()
    }
    const pair = await started.value
    // A reset that ended the session while its tokens were being signed: no dead tokens handed out.
    if (!isLivePair(ctx.store.state, pair)) throw refused()
    ctx.store.commit()
    return c.json(pair)
  })

  routes.post('/register', async (c) => {
    const checked = validateRegistration(await readJsonObject(c.req.raw))
    if (!checked.ok) throw validationFailed(checked.issues)
    const { password, ...details } = checked.value
    if (findUserByEmail(ctx.store.state, details.email)) {
      throw new ApiError(400, 'A user with this email already exists')
    }
    const passwordHash = await ctx.passwords.hash(password)
    // Checked again: another registration may have finished while hashing.
    if (findUserByEmail(ctx.store.state, details.email)) {
      throw new ApiError(400, 'A user with this email already exists')
    }
    const user = createUser(ctx.store.state, {
      ...details,
      password_hash: passwordHash,
      created_at: ctx.now().toISOString(),
    })
    const pair = await startSession(sessionDeps(ctx), user)
    ctx.store.commit()
    return c.json(pair, 201)
  })

  // Lifecycle spec §6. The same answer, and the same work, for known and unknown addresses; at
  // most RESET_MAILS_PER_WINDOW e-mails per address in RESET_MAIL_WINDOW_MS (agreements §10).
  routes.post('/forgot-password', async (c) => {
    const body = await readJsonObject(c.req.raw)
    const issues: ValidationIssue[] = []
    const email = stringField(body, 'email', issues)?.trim()
    if (email !== undefined && (isTooLong(email, MAX_LENGTH.email) || !EMAIL_PATTERN.test(email)))
      issues.push(bodyIssue('email', MESSAGES.invalidEmail))
    if (issues.length > 0) throw validationFailed(issues)
    const issued = newResetToken()
    const allowed = ctx.resetMailLimit.allow(email ?? '')
    const user = allowed ? findUserByEmail(ctx.store.state, email ?? '') : undefined
    if (user) {
      const mail = sendResetLink(ctx.store.state, user, issued, ctx.now())
      // The real link only in memory, for the sandbox's mailbox (mail-links.ts).
      ctx.mailLinks.remember(mail.id, issued.token, ctx.now().getTime() + RESET_TOKEN_TTL_MS)
    }
    // Written either way, so a known address does not answer slower by the disk write.
    ctx.store.commit()
    return c.json({ detail: FORGOT_PASSWORD_DETAIL }, 202)
  })

  routes.post('/reset-password', async (c) => {
    const body = await readJsonObject(c.req.raw)
    const issues: ValidationIssue[] = []
    const token = stringField(body, 'token', issues) ?? ''
    const password = stringField(body, 'password', issues)
    const password2 = stringField(body, 'password2', issues)
    if (password !== undefined && password.length < PASSWORD_MIN_LENGTH)
      issues.push(bodyIssue('password', MESSAGES.password))
    if (password === undefined || issues.length > 0) throw validationFailed(issues)
    // Checked, not spent: a mismatch must leave the link usable.
    if (!liveResetToken(ctx.store.state, token, ctx.now()))
      throw new ApiError(400, RESET_LINK_INVALID_DETAIL)
    if (password !== password2) throw new ApiError(400, MESSAGES.passwordsDiffer)
    const passwordHash = await ctx.passwords.hash(password)
    // One synchronous step after the hashing: the link checked again and spent with every other
    // link of the user (of two resets with one link, one wins), the new hash set and every
    // session ended. A sign-in or a payment checked against the old hash sees the new one
    // (password-check.ts); a session started before this step ends here.
    const state = ctx.store.state
    const record = liveResetToken(state, token, ctx.now())
    const user = record ? findUserById(state, record.user_id) : undefined
    if (!record || !user) throw new ApiError(400, RESET_LINK_INVALID_DETAIL)
    spendResetLinksOf(state, user.id)
    user.password_hash = passwordHash
    endSessionsOf(state, user.id)
    ctx.store.commit()
    return c.json({ message: 'Password changed. Sign in with your new password.' })
  })

  routes.post('/refresh', async (c) => {
    const issues: ValidationIssue[] = []
    const token = stringField(await readJsonObject(c.req.raw), 'refresh_token', issues)
    if (token === undefined) throw validationFailed(issues)
    const pair = await rotateRefreshToken(sessionDeps(ctx), token)
    ctx.store.commit()
    return c.json(pair)
  })

  routes.post('/logout', requireAuth(ctx), async (c) => {
    const body = await readJsonObject(c.req.raw, { optional: true }).catch((): JsonObject => ({}))
    const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : undefined
    endSession(ctx.store.state, caller(c), refreshToken)
    ctx.store.commit()
    return c.json({ message: 'Successfully logged out' })
  })

  routes.get('/me', requireAuth(ctx), (c) => {
    const { user } = caller(c)
    const state = ctx.store.state
    const body: User = {
      id: user.id,
      full_name: user.full_name,
      email: user.email,
      phone_number: user.phone_number,
      // Deliberately one string and one number: the client must accept both (spec §3).
      wallet_balance: koboToDecimalString(walletBalanceKobo(state, user.id)),
      escrow_balance: koboToNumber(escrowBalanceKobo(state, user)),
      pending_transactions: pendingFor(state, user).length,
    }
    return c.json(body)
  })

  return routes
}
