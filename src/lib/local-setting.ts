import { useCallback, useSyncExternalStore } from 'react'
import * as v from 'valibot'

/** Whether a change was made by this tab or arrived from another tab through a `storage` event. */
export type SettingChangeCause = 'this-tab' | 'other-tab'

export type SettingUpdate<T> = T | ((previous: T) => T)

/** A typed value kept in localStorage (as JSON) and shared with every tab of this origin. */
export interface LocalSetting<T> {
  readonly key: string
  /** The current value; the same object until the stored value changes (safe for useSyncExternalStore). */
  get: () => T
  set: (update: SettingUpdate<T>) => void
  /** Calls `listener` on every change, with its cause. Returns the unsubscribe function. */
  subscribe: (listener: (cause: SettingChangeCause) => void) => () => void
}

export interface LocalSettingOptions<T> {
  key: string
  /** Checks what was stored; anything that does not match (or is not JSON) reads as `defaultValue`. */
  schema: v.GenericSchema<unknown, T>
  defaultValue: T
  /** Defaults to window.localStorage. */
  storage?: () => Storage
}

function browserStorage(): Storage {
  return window.localStorage
}

export function createLocalSetting<T>({
  key,
  schema,
  defaultValue,
  storage = browserStorage,
}: LocalSettingOptions<T>): LocalSetting<T> {
  const listeners = new Set<(cause: SettingChangeCause) => void>()
  // Last raw string read and its parsed value, so `get` returns a stable object.
  let cachedRaw: string | null = null
  let cachedValue: T = defaultValue
  // Used when storage throws (disabled, private mode, quota): the setting then lives for this page only.
  let memoryRaw: string | null = null
  let storageWorks = true

  function readRaw(): string | null {
    if (!storageWorks) return memoryRaw
    try {
      return storage().getItem(key)
    } catch {
      storageWorks = false
      return memoryRaw
    }
  }

  function writeRaw(raw: string) {
    memoryRaw = raw
    if (!storageWorks) return
    try {
      storage().setItem(key, raw)
    } catch {
      storageWorks = false
    }
  }

  function parse(raw: string | null): T {
    if (raw === null) return defaultValue
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw))
      return parsed.success ? parsed.output : defaultValue
    } catch {
      return defaultValue
    }
  }

  function get(): T {
    const raw = readRaw()
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cachedValue = parse(raw)
    }
    return cachedValue
  }

  function notify(cause: SettingChangeCause) {
    for (const listener of [...listeners]) listener(cause)
  }

  function onStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== key) return
    try {
      if (event.storageArea !== storage()) return
    } catch {
      return
    }
    notify('other-tab')
  }

  return {
    key,
    get,
    set(update) {
      const previous = get()
      const next = typeof update === 'function' ? (update as (previous: T) => T)(previous) : update
      if (Object.is(next, previous)) return
      writeRaw(JSON.stringify(next))
      notify('this-tab')
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}

/** Reads a setting and re-renders on every change, from this tab or another. */
export function useLocalSetting<T>(
  setting: LocalSetting<T>,
): [T, (update: SettingUpdate<T>) => void] {
  const value = useSyncExternalStore(setting.subscribe, setting.get, setting.get)
  const set = useCallback(
    (update: SettingUpdate<T>) => {
      setting.set(update)
    },
    [setting],
  )
  return [value, set]
}
