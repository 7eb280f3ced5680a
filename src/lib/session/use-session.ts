import { useSyncExternalStore } from 'react'
import { session } from './session'
import type { SessionSnapshot } from './token-store'

const subscribe = (listener: () => void) => session.subscribe(listener)
const getSnapshot = () => session.getSnapshot()

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot)
}

const getRestorePending = () => session.getSnapshot().restorePending === true

/** Whether start-up could not reach the provider and is trying again (re-renders only on a change). */
export function useSessionRestorePending(): boolean {
  return useSyncExternalStore(subscribe, getRestorePending)
}
