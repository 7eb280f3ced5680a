/**
 * The password checked as it is when it is used (agreements spec §10): when a sign-in starts its
 * session, and when a withdrawal, a release or a wallet payment moves the money; not as it was
 * when the request arrived.
 *
 * A password check is slow (scrypt, tens of milliseconds, awaited). A reset or change that lands
 * meanwhile must not let the old password through, so the verdict is only used if the hash it was
 * made against is still the user's hash afterwards; if it changed, the new hash is checked. The
 * action runs in the same synchronous step as that comparison (no await between them), and a reset
 * changes the hash and ends the sessions in one synchronous step too (routes/auth.ts): either the
 * action happened before the reset (and its session is then ended by it) or it sees the new hash.
 */
import type { SandboxContext } from './context'
import { ApiError } from './errors'
import type { UserRecord } from './records'
import { findUserById } from './users'

export const INCORRECT_PASSWORD_DETAIL = 'Incorrect password'

/** How often a check is redone because the password changed while it ran, before giving up. */
const MAX_ROUNDS = 3

/**
 * Runs `act` with the user's live record when `password` is the user's password at that moment,
 * and gives its result; null (`act` not run) when it is not (or the user is gone).
 */
export async function withCurrentPassword<T>(
  ctx: SandboxContext,
  userId: number,
  password: string,
  act: (user: UserRecord) => T,
): Promise<{ value: T } | null> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const hash = findUserById(ctx.store.state, userId)?.password_hash
    if (hash === undefined) return null
    const valid = await ctx.passwords.verify(password, hash)
    // From here to `act`, synchronous: nothing can change the password in between.
    const user = findUserById(ctx.store.state, userId)
    if (user?.password_hash !== hash) continue
    return valid ? { value: act(user) } : null
  }
  return null
}

/**
 * The check of a call that moves money (withdraw, release, pay from the wallet): `act` runs only
 * with the right password; otherwise 400 'Incorrect password' — never 401, which would sign the
 * user out for a typo.
 */
export async function requirePassword<T>(
  ctx: SandboxContext,
  userId: number,
  password: string,
  act: (user: UserRecord) => T,
): Promise<T> {
  const done = await withCurrentPassword(ctx, userId, password, act)
  if (!done) throw new ApiError(400, INCORRECT_PASSWORD_DETAIL)
  return done.value
}
