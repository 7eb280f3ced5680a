import type { ProfileReadOptions } from '~/lib/session/profile'

/** Spec §8: dashboard fetch failures are logged (once, by the QueryCache). */
export const DASHBOARD_PROFILE_FAILURE_LOG = 'Failed to load the profile for the dashboard'

/** How the dashboard's widgets read the profile: a failure is logged with the dashboard's message. */
export const dashboardProfile: ProfileReadOptions = { failureLog: DASHBOARD_PROFILE_FAILURE_LOG }
