/** localStorage keys. The two token keys are the spec's; the arrival time lets every tab time expiry alike. */
export const STORAGE_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  receivedAt: 'access_token_received_at',
  /** Which sign-in the tokens belong to; kept through refreshes. */
  session: 'session_id',
} as const
