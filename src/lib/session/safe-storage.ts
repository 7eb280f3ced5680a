/**
 * localStorage that never throws. With site data blocked, `window.localStorage` itself throws; some
 * storages throw from `getItem`; a full quota throws from `setItem`. Then the values live in memory
 * for this page only (this tab's session is its own, not shared with other tabs).
 */
export interface SafeStorage extends Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  /**
   * Writes every entry or none: on a failure the ones written are removed again and the storage
   * switches to memory, so other tabs never see half a token pair.
   */
  setAll(entries: Readonly<Record<string, string>>): void
  /** Whether a `storage` event is about this storage. */
  isArea(area: Storage | null): boolean
}

export function safeStorage(open: () => Storage): SafeStorage {
  let backing: Storage | null = null
  try {
    backing = open()
  } catch {
    backing = null
  }
  const memory = new Map<string, string>()

  function fallBack() {
    if (!backing) return
    console.warn('Storage is not usable here: this tab keeps its session in memory only')
    backing = null
  }

  return {
    isArea: (area) => area !== null && area === backing,
    getItem(key) {
      if (backing) {
        try {
          return backing.getItem(key)
        } catch {
          fallBack()
        }
      }
      return memory.get(key) ?? null
    },
    setItem(key, value) {
      memory.set(key, value)
      if (!backing) return
      try {
        backing.setItem(key, value)
      } catch {
        fallBack()
      }
    },
    removeItem(key) {
      memory.delete(key)
      if (!backing) return
      try {
        backing.removeItem(key)
      } catch {
        fallBack()
      }
    },
    setAll(entries) {
      for (const [key, value] of Object.entries(entries)) memory.set(key, value)
      if (!backing) return
      const area = backing
      try {
        for (const [key, value] of Object.entries(entries)) area.setItem(key, value)
      } catch {
        for (const key of Object.keys(entries)) {
          try {
            area.removeItem(key)
          } catch {
            // nothing more to do: the values live in memory from here on
          }
        }
        fallBack()
      }
    },
  }
}
