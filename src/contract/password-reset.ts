/** Password reset (lifecycle spec §6). */
import * as v from 'valibot'
import type { Named } from './common'

/** What POST /auth/forgot-password always answers (202), known e-mail or not. */
export const FORGOT_PASSWORD_DETAIL =
  'If an account exists for that e-mail, a reset link is on its way.'
export const RESET_LINK_INVALID_DETAIL = 'Reset link is invalid or has expired'
/** A reset link is valid this long, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000
/** The app path the e-mailed link opens: `/reset-password?token=…`. */
export const RESET_PASSWORD_PATH = '/reset-password'

/**
 * POST /auth/forgot-password answer (202 `{detail}`): the text to show, the contract's own when a
 * provider sends none.
 */
export const ForgotPasswordResponse = v.nullish(
  v.object({ detail: v.optional(v.string(), FORGOT_PASSWORD_DETAIL) }),
  {},
)
export const FORGOT_PASSWORD_NAMED = { detail: 'value' } as const satisfies Named

/** POST /auth/reset-password body. */
export interface ResetPasswordRequest {
  token: string
  password: string
  password2: string
}
