import { within } from '../within'
import { adoptStored } from './adopt-tokens'
import { backoffMs } from './refresh-timer'
import { clearStartupRetry, msLeft, type SessionState } from './session-state'
import type { FailureReason, SessionSnapshot } from './session-types'
import { endSession, signOutHere } from './sign-out'
import { readStored } from './stored-tokens'
import { STARTUP_MIN_LIFE_MS, timingOf } from './token-timing'
import { refresh } from './token-refresh'

/** Restoring the stored session when the page starts, and again while the provider is unreachable. */

/** The start-up profile check counts as "provider unreachable" when it has not answered by then. */
export const STARTUP_PROFILE_TIMEOUT_MS = 10_000

class StartupTimeoutError extends Error {
  constructor() {
    super('The profile check at start-up did not answer in time')
  }
}

/**
 * Start-up could not reach the provider: this tab shows the signed-out state, the stored tokens
 * (every other tab's session) stay, and start-up is tried again with backoff.
 */
function unavailableAtStartup(state: SessionState) {
  const attempt = state.failures + 1
  signOutHere(state, 'this-tab', true)
  state.failures = attempt
  state.startupRetry = setTimeout(() => {
    state.startupRetry = undefined
    void startUp(state, 'recovered')
  }, backoffMs(attempt))
}

/** Signed in on whatever token is current now (a 401 during start-up may have refreshed it). */
function settleSignedIn(state: SessionState, cause: SessionSnapshot['cause']) {
  const stored = readStored(state)
  if (stored.access) adoptStored(state, stored, cause)
  else signOutHere(state)
}

/** The profile check of start-up, bounded: no answer in time counts as "provider unreachable". */
function checkProfile(fetchProfile: () => Promise<unknown>): Promise<unknown> {
  return within(fetchProfile(), STARTUP_PROFILE_TIMEOUT_MS, () => {
    throw new StartupTimeoutError()
  })
}

function failureOf(state: SessionState, error: unknown): FailureReason | undefined {
  return error instanceof StartupTimeoutError ? 'unavailable' : state.deps.failureReason?.(error)
}

/**
 * Start-up (spec §4): a stored token with more than 2 minutes left (or of unknown lifetime) is
 * checked by fetching the profile; otherwise, or when the server refuses it, one refresh, then the
 * profile. Only a refusal ends the session (everywhere); an unreachable provider leaves this tab
 * signed out for now and tries again.
 */
export async function startUp(state: SessionState, cause: SessionSnapshot['cause']): Promise<void> {
  const fetchProfile = state.fetchProfileAtStartup
  if (!fetchProfile) return
  const stored = readStored(state)
  if (!stored.access || !stored.refresh) {
    signOutHere(state)
    return
  }
  const startedGeneration = state.generation
  // Every sign-out (a refused refresh included) bumps the generation.
  const stillStarting = () => state.generation === startedGeneration
  state.timing = timingOf(stored.access, stored.receivedAt, state.now)
  state.snapshot = { ...state.snapshot, accessToken: stored.access, sessionId: stored.sessionId }
  if (msLeft(state) > STARTUP_MIN_LIFE_MS) {
    try {
      await checkProfile(fetchProfile)
      if (stillStarting()) settleSignedIn(state, cause)
      return
    } catch (error) {
      if (!stillStarting()) return
      if (failureOf(state, error) === 'unavailable') {
        unavailableAtStartup(state)
        return
      }
      // refused: fall through to one refresh
    }
  }
  const token = await refresh(state)
  if (!stillStarting()) return
  if (!token) {
    unavailableAtStartup(state)
    return
  }
  try {
    await checkProfile(fetchProfile)
    if (stillStarting()) settleSignedIn(state, cause)
  } catch (error) {
    if (!stillStarting()) return
    if (failureOf(state, error) === 'unavailable') {
      unavailableAtStartup(state)
      return
    }
    console.error('Profile refused with a fresh token; ending the session', error)
    endSession(state)
  }
}

/** After start-up could not reach the provider: try again now rather than after the backoff. */
export function retryStartupNow(state: SessionState) {
  if (state.startupRetry === undefined) return
  clearStartupRetry(state)
  void startUp(state, 'recovered')
}
