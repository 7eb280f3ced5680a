import { useSyncExternalStore } from 'react'
import { tokenStore } from '~/lib/api-client'
import type { SessionSnapshot } from '~/lib/token-store'

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.getSnapshot)
}
