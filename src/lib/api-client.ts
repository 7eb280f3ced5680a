import type { Options } from 'ky'
import type * as v from 'valibot'
import { RefreshResponse } from '~/contract/auth'
import { ApiError } from './api-error'
import { createAuthedClient, publicClient, requestJson } from './http'
import { createTokenStore, RefreshError } from './token-store'

async function spendRefreshToken(refreshToken: string) {
  try {
    return await requestJson(publicClient, RefreshResponse, 'auth/refresh', {
      method: 'post',
      json: { refresh_token: refreshToken },
    })
  } catch (error) {
    const status = error instanceof ApiError ? error.status : null
    const rejected =
      status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429
    throw new RefreshError(rejected ? 'rejected' : 'unavailable')
  }
}

/** The app's one session: tokens in localStorage, shared with every tab of this origin. */
export const tokenStore = createTokenStore({
  storage: window.localStorage,
  refresh: spendRefreshToken,
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
