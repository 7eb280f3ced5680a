import type { UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { User } from '~/contract/auth'

/* eslint-disable @typescript-eslint/no-explicit-any -- the key type is the session feature's */
/** The signed-in user's profile query, from the session feature (composed by the route). */
export type ProfileQuery = UseSuspenseQueryOptions<User, Error, User, any>
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Spec §8: dashboard fetch failures are logged (once, by the QueryCache). */
export const DASHBOARD_PROFILE_FAILURE_LOG = 'Failed to load the profile for the dashboard'
