import type { QueryClient } from '@tanstack/react-query'
import { TokenPair, type RegisterRequest } from '~/contract/auth'
import { publicClient, requestJson } from '~/lib/http'
import { tokenStore } from '~/lib/api-client'
import { sessionQueries } from './queries'

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

/** Spec §4/§8: signed in or registered, but the profile could not be fetched (its message is the spec's). */
export class ProfileFetchError extends Error {
  override readonly name = 'ProfileFetchError'
  constructor(after: 'login' | 'registration', options?: ErrorOptions) {
    super(`Failed to fetch user profile after ${after}`, options)
  }
}

/**
 * Stores the new tokens and loads the profile; if the profile cannot be fetched the tokens are removed
 * again and a ProfileFetchError is raised.
 */
export async function startSession(
  queryClient: QueryClient,
  tokens: TokenPair,
  after: 'login' | 'registration',
) {
  tokenStore.setTokens(tokens)
  try {
    return await queryClient.query({ ...sessionQueries.profile(), staleTime: 0 })
  } catch (error) {
    console.error('Profile fetch failed', error)
    tokenStore.signOut()
    throw new ProfileFetchError(after, { cause: error })
  }
}

/** Signs out here and in every tab at once; the server is told in the background and may fail. */
export function signOut() {
  tokenStore.signOut()
}
