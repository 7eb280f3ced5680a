import { useSyncExternalStore } from 'react'
import { tokenStore } from '~/lib/api-client'
import type { SessionSnapshot } from '~/lib/token-store'

const subscribe = (listener: () => void) => tokenStore.subscribe(listener)
const getSnapshot = () => tokenStore.getSnapshot()

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot)
}

const getRestorePending = () => tokenStore.getSnapshot().restorePending === true

/** Whether start-up could not reach the provider and is trying again (re-renders only on a change). */
export function useSessionRestorePending(): boolean {
  return useSyncExternalStore(subscribe, getRestorePending)
}
