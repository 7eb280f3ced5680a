import { RefreshResponse, TokenPair, type RegisterRequest } from '~/contract/auth'
import { isApiStatus, isTransientFailure } from '~/lib/api-error'
import { publicClient, requestJson, requestVoid } from '~/lib/http'
import { RefreshError, type EndedSession } from './token-store'

/** The auth calls (spec §7). None of them goes through the authed client: none may trigger a refresh. */

export interface Credentials {
  email: string
  password: string
}

/** Spec §7: the e-mail travels as `username` in a form-encoded body. */
export function requestLogin({ email, password }: Credentials) {
  return requestJson(publicClient, TokenPair, 'auth/login', {
    method: 'post',
    body: new URLSearchParams({ username: email.trim(), password }),
  })
}

export function requestRegistration(payload: RegisterRequest) {
  return requestJson(publicClient, TokenPair, 'auth/register', { method: 'post', json: payload })
}

export const failureReason = (error: unknown) =>
  isTransientFailure(error) ? 'unavailable' : 'rejected'

/** Spends a refresh token; every failure becomes a RefreshError saying whether it may pass. */
export async function spendRefreshToken(refreshToken: string, signal?: AbortSignal) {
  try {
    return await requestJson(publicClient, RefreshResponse, 'auth/refresh', {
      method: 'post',
      json: { refresh_token: refreshToken },
      signal,
    })
  } catch (error) {
    throw new RefreshError(failureReason(error))
  }
}

function logout(accessToken: string | null, refreshToken: string | null) {
  return requestVoid(publicClient, 'auth/logout', {
    method: 'post',
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    json: refreshToken ? { refresh_token: refreshToken } : {},
  })
}

/**
 * Tells the server a session has ended, so it revokes it. The logout call needs a valid access
 * token: an expired one (or one the server refuses) is first exchanged through the refresh token.
 */
export async function revokeSession({ accessToken, refreshToken, accessExpired }: EndedSession) {
  if (!accessExpired && accessToken) {
    try {
      await logout(accessToken, refreshToken)
      return
    } catch (error) {
      if (!isApiStatus(error, 401) || !refreshToken) throw error
    }
  }
  if (!refreshToken) return
  const pair = await spendRefreshToken(refreshToken)
  await logout(pair.access_token, pair.refresh_token ?? refreshToken)
}
