import { useSyncExternalStore } from 'react'
import { session } from './session'
import type { SessionSnapshot } from './token-store'

const subscribe = (listener: () => void) => session.subscribe(listener)
const getSnapshot = () => session.getSnapshot()

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot)
}

const getStatus = () => session.getSnapshot().status

/** Only the status: re-renders when it changes, not on every token refresh. */
export function useSessionStatus(): SessionSnapshot['status'] {
  return useSyncExternalStore(subscribe, getStatus)
}

const getRestorePending = () => session.getSnapshot().restorePending === true

/** Whether start-up could not reach the provider and is trying again (re-renders only on a change). */
export function useSessionRestorePending(): boolean {
  return useSyncExternalStore(subscribe, getRestorePending)
}

export interface SessionActions {
  /** Start-up could not reach the provider: try again now instead of at the next scheduled try. */
  retryStartupNow: () => void
  /** Signs out here and in every tab at once; the server is told in the background and may fail. */
  signOut: () => void
}

const actions: SessionActions = {
  retryStartupNow: () => {
    session.retryStartupNow()
  },
  signOut: () => {
    session.signOut()
  },
}

/**
 * What components may do to the session (they never import the singleton itself: a lint rule
 * keeps it to src/lib, src/main.tsx and src/router.ts). The same object on every render.
 */
export function useSessionActions(): SessionActions {
  return actions
}
