import { msLeft, type SessionState } from './session-state'
import type { SentCredentials } from './session-types'
import { refreshForRequest } from './token-refresh'

/**
 * What a request is sent with, and what it may be retried with after a 401: only ever a token of
 * the session it was sent under (the token store's two methods for the authed client).
 */
export const requestCredentials = (state: SessionState) => ({
  /** The token to send now (refreshed first when it has expired) and the session it belongs to. */
  async credentialsForRequest(): Promise<SentCredentials> {
    const sessionId = state.snapshot.sessionId
    const signal = state.sessionAbort.signal
    let token = state.snapshot.accessToken
    if (token && msLeft(state) <= 0) token = await refreshForRequest(state)
    // The session may have changed while we waited: then the request belongs to none.
    if (state.snapshot.sessionId !== sessionId) return { token: null, sessionId, signal }
    return { token, sessionId, signal }
  },

  /**
   * After a 401: a token worth one retry, or null. Only ever a token of the session the request
   * was sent under: a request never goes out again as somebody else.
   */
  async tokenAfterUnauthorized(sent: SentCredentials): Promise<string | null> {
    if (sent.sessionId === null || sent.sessionId !== state.snapshot.sessionId) return null
    const current = state.snapshot.accessToken
    if (!current) return null
    const token = sent.token !== current ? current : await refreshForRequest(state)
    return state.snapshot.sessionId === sent.sessionId ? token : null
  },
})
