import { adoptStored, isHalfWritten } from './adopt-tokens'
import type { SessionState } from './session-state'
import { signOutHere } from './sign-out'
import { STORAGE_KEYS } from './storage-keys'
import { readStored } from './stored-tokens'

/**
 * Following the other tabs: their sign-ins, refreshes and sign-outs reach this tab as `storage`
 * events. Returns the `storage` listener.
 */
export const followStorage = (state: SessionState) => (event: StorageEvent) => {
  if (!state.storage.isArea(event.storageArea)) return
  if (event.key !== null && !Object.values<string>(STORAGE_KEYS).includes(event.key)) return
  const stored = readStored(state)
  const { snapshot, timing } = state
  if (!stored.access || !stored.refresh) {
    if (snapshot.status !== 'signed-out') signOutHere(state, 'other-tab')
    return
  }
  if (isHalfWritten(stored, snapshot)) return
  const retimed =
    timing !== null && stored.receivedAt > 0 && stored.receivedAt !== timing.receivedAt
  if (
    stored.access !== snapshot.accessToken ||
    stored.sessionId !== snapshot.sessionId ||
    retimed
  ) {
    adoptStored(state, stored, 'other-tab')
  }
}
