import { act, renderHook } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLocalSetting, useLocalSetting } from '~/lib/local-setting'

const KEY = 'test-setting'

function numbersSetting() {
  return createLocalSetting({ key: KEY, schema: v.array(v.number()), defaultValue: [] as number[] })
}

function otherTabWrites(raw: string | null) {
  if (raw === null) localStorage.removeItem(KEY)
  else localStorage.setItem(KEY, raw)
  window.dispatchEvent(
    new StorageEvent('storage', { key: KEY, newValue: raw, storageArea: localStorage }),
  )
}

afterEach(() => {
  localStorage.removeItem(KEY)
})

describe('createLocalSetting', () => {
  it('reads the default, then what was stored as JSON', () => {
    const setting = numbersSetting()
    expect(setting.get()).toEqual([])

    setting.set([1, 2])

    expect(localStorage.getItem(KEY)).toBe('[1,2]')
    expect(setting.get()).toEqual([1, 2])
    setting.set((previous) => [...previous, 3])
    expect(setting.get()).toEqual([1, 2, 3])
  })

  it('returns the same object until the stored value changes', () => {
    const setting = numbersSetting()
    setting.set([1])
    expect(setting.get()).toBe(setting.get())
  })

  it('falls back to the default for values that are not JSON or do not match the schema', () => {
    const setting = numbersSetting()
    localStorage.setItem(KEY, 'not json')
    expect(setting.get()).toEqual([])
    localStorage.setItem(KEY, '{"a":1}')
    expect(setting.get()).toEqual([])
  })

  it('tells subscribers whether a change came from this tab or another', () => {
    const setting = numbersSetting()
    const listener = vi.fn()
    const unsubscribe = setting.subscribe(listener)

    setting.set([1])
    otherTabWrites('[7]')
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'unrelated', storageArea: localStorage }),
    )

    expect(listener.mock.calls).toEqual([['this-tab'], ['other-tab']])
    expect(setting.get()).toEqual([7])
    unsubscribe()
    otherTabWrites('[8]')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps working for this page when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    } as unknown as Storage
    const setting = createLocalSetting({
      key: KEY,
      schema: v.boolean(),
      defaultValue: false,
      storage: () => storage,
    })

    expect(setting.get()).toBe(false)
    setting.set(true)
    expect(setting.get()).toBe(true)
  })
})

describe('useLocalSetting', () => {
  it('re-renders on changes from this tab and from other tabs', () => {
    const setting = createLocalSetting({ key: KEY, schema: v.boolean(), defaultValue: false })
    const { result } = renderHook(() => useLocalSetting(setting))
    expect(result.current[0]).toBe(false)

    act(() => result.current[1](true))
    expect(result.current[0]).toBe(true)

    act(() => otherTabWrites('false'))
    expect(result.current[0]).toBe(false)
  })
})
