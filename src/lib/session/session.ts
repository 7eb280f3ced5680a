import { failureReason, revokeSession, spendRefreshToken } from './auth-api'
import { createTokenStore } from './token-store'

/** The app's one session: tokens in localStorage, shared with every tab of this origin. */
export const session = createTokenStore({
  // A function: reading window.localStorage throws where site data is blocked (see safe-storage.ts).
  storage: () => window.localStorage,
  refresh: spendRefreshToken,
  revoke: revokeSession,
  failureReason,
  locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  events: window,
})
