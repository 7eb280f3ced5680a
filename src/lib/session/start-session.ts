import type { QueryClient } from '@tanstack/react-query'
import type { TokenPair } from '~/contract/auth'
import { sessionQueries } from './profile'
import { session } from './session'

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
  session.setTokens(tokens)
  try {
    return await queryClient.query({ ...sessionQueries.profile(), staleTime: 0 })
  } catch (error) {
    console.error('Profile fetch failed', error)
    session.signOut()
    throw new ProfileFetchError(after, { cause: error })
  }
}
