import { useSyncExternalStore } from 'react'
import { tokenStore } from '~/lib/api-client'
import type { SessionSnapshot } from '~/lib/token-store'

const subscribe = (listener: () => void) => tokenStore.subscribe(listener)
const getSnapshot = () => tokenStore.getSnapshot()

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot)
}
