import { ForgotPasswordResponse, type ResetPasswordRequest } from '~/contract/password-reset'
import { publicClient, requestJson, requestVoid } from '~/lib/http'

/**
 * The password-reset calls (lifecycle spec §6). Signed out, through the public client: neither
 * sends a token or may trigger a refresh.
 */

/** POST /auth/forgot-password: always 202 with the same detail (the contract's text if none came). */
export function requestPasswordReset(email: string) {
  return requestJson(publicClient, ForgotPasswordResponse, 'auth/forgot-password', {
    method: 'post',
    json: { email: email.trim() },
  })
}

/**
 * POST /auth/reset-password: sets the password and revokes every session of the user. The contract
 * names no success body (a FastAPI provider answers `{"detail": "Password changed"}`): the 2xx is
 * the success, whatever body comes; the page says 'Password changed…' in its own words.
 */
export function resetPassword(request: ResetPasswordRequest): Promise<void> {
  return requestVoid(publicClient, 'auth/reset-password', {
    method: 'post',
    json: request,
  })
}
