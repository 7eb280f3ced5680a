import type { Options } from 'ky'
import type * as v from 'valibot'
import { RefreshResponse } from '~/contract/auth'
import { isApiStatus, isTransientFailure } from './api-error'
import { createAuthedClient, publicClient, requestJson, requestVoid } from './http'
import { createTokenStore, RefreshError, type EndedSession } from './token-store'

const failureReason = (error: unknown) => (isTransientFailure(error) ? 'unavailable' : 'rejected')

async function spendRefreshToken(refreshToken: string, signal?: AbortSignal) {
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

/** The app's one session: tokens in localStorage, shared with every tab of this origin. */
export const tokenStore = createTokenStore({
  storage: window.localStorage,
  refresh: spendRefreshToken,
  revoke: revokeSession,
  failureReason,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  events: window,
})

/** The client for every call but login, register and refresh. */
export const api = createAuthedClient(tokenStore)

export function apiJson<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  options?: Options,
): Promise<v.InferOutput<TSchema>> {
  return requestJson(api, schema, path, options)
}
