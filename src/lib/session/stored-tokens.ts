import { hashOf } from '../hash-of'
import type { SessionState } from './session-state'
import type { TokenPairInput } from './session-types'
import { STORAGE_KEYS } from './storage-keys'

/** The session as storage holds it (shared by every tab of the origin). */
export interface StoredTokens {
  access: string | null
  refresh: string | null
  receivedAt: number
  sessionId: string | null
}

/** Reads the stored session. */
export function readStored({ storage }: SessionState): StoredTokens {
  const refresh = storage.getItem(STORAGE_KEYS.refresh)
  return {
    access: storage.getItem(STORAGE_KEYS.access),
    refresh,
    receivedAt: Number(storage.getItem(STORAGE_KEYS.receivedAt)),
    // Tokens stored before session ids existed (or seeded by hand) get one every tab derives alike.
    sessionId:
      storage.getItem(STORAGE_KEYS.session) ?? (refresh ? `derived-${hashOf(refresh)}` : null),
  }
}

/** Writes a token pair of `sessionId`, received at `receivedAt`. */
export function writeStored(
  { storage }: SessionState,
  pair: TokenPairInput,
  sessionId: string,
  receivedAt: number,
) {
  // Other tabs may read between these writes: the access token goes last, as the "commit".
  storage.setAll({
    [STORAGE_KEYS.session]: sessionId,
    [STORAGE_KEYS.receivedAt]: String(receivedAt),
    ...(pair.refresh_token ? { [STORAGE_KEYS.refresh]: pair.refresh_token } : {}),
    [STORAGE_KEYS.access]: pair.access_token,
  })
}

/** Removes the stored session (every other tab follows through `storage`). */
export function clearStored({ storage }: SessionState) {
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key)
}

/** A new id for a session or a tab. */
export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}
