import * as v from 'valibot'
import { ForgotPasswordResponse, type ResetPasswordRequest } from '~/contract/password-reset'
import { publicClient, requestJson } from '~/lib/http'

/**
 * The password-reset calls (lifecycle spec §6). Signed out, through the public client: neither
 * sends a token or may trigger a refresh.
 */

/** POST /auth/forgot-password: always 202 with the same detail, known e-mail or not. */
export function requestPasswordReset(email: string) {
  return requestJson(publicClient, ForgotPasswordResponse, 'auth/forgot-password', {
    method: 'post',
    json: { email: email.trim() },
  })
}

const ResetPasswordResponse = v.object({ message: v.string() })

/** POST /auth/reset-password: sets the password and revokes every session of the user. */
export function resetPassword(request: ResetPasswordRequest) {
  return requestJson(publicClient, ResetPasswordResponse, 'auth/reset-password', {
    method: 'post',
    json: request,
  })
}
