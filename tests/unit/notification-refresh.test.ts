/**
 * Which new server notification refreshes what (lifecycle spec §5, issue 31): read from its link
 * alone, only for ids this tab has not seen, never on the first load.
 * src/features/notifications/refresh-on-news.ts; the bell's poll: tests/component/notifications/.
 */
import { describe, expect, it } from 'vitest'
import { keysRefreshedBy, keysToRefresh } from '~/features/notifications/refresh-on-news'

const roots = (keys: readonly (readonly unknown[])[]) => keys.map((key) => key[0]).sort()

const MONEY = ['profile', 'transactions']
const ORDER = ['orders', 'profile', 'transactions']
const ALL = ['disputes', 'orders', 'profile', 'transactions']

describe('keysRefreshedBy (the link says what a notification is about)', () => {
  it.each([
    // Paid, delivered, released, auto-released, declined, withdrawn, refunded: the order's link.
    ['/orders/ESC-7K2M9Q', ORDER],
    ['/orders/ESC-7K2M9Q?tab=timeline#dates', ORDER],
    // A settled withdrawal.
    ['/transactions', MONEY],
    // Raised, a message, resolved (support's release or refund).
    ['/disputes?dispute=DSP-AB12CD34', ALL],
    ['/disputes', ALL],
    // Anything the contract does not name: everything it could be about.
    ['/wallet', ALL],
    ['https://evil.example/orders/ESC-1', ALL],
    ['//evil.example/transactions', ALL],
    ['', ALL],
    [undefined, ALL],
  ])('%s → %j', (link, expected) => {
    expect(roots(keysRefreshedBy(link))).toEqual(expected)
  })

  it('never refreshes the notifications themselves (the list just arrived)', () => {
    for (const link of ['/orders/ESC-1', '/transactions', '/disputes?dispute=DSP-1', undefined])
      expect(roots(keysRefreshedBy(link))).not.toContain('notifications')
  })
})

describe('keysToRefresh (only what is new in this tab’s cache)', () => {
  const seen = [
    { id: 'n2', link: '/orders/ESC-2' },
    { id: 'n1', link: '/disputes?dispute=DSP-1' },
  ]

  it('nothing on the first load: every screen fetches its own data then', () => {
    expect(keysToRefresh(undefined, seen)).toEqual([])
  })

  it('nothing when no id is new, however the list changed (read marks, order, fewer)', () => {
    expect(keysToRefresh(seen, seen)).toEqual([])
    expect(keysToRefresh(seen, [...seen].reverse())).toEqual([])
    expect(keysToRefresh(seen, seen.slice(0, 1))).toEqual([])
    expect(keysToRefresh(seen, [])).toEqual([])
  })

  it('a new id refreshes what its link is about, an old id with the same link nothing more', () => {
    expect(roots(keysToRefresh(seen, [{ id: 'n3', link: '/transactions' }, ...seen]))).toEqual(
      MONEY,
    )
    expect(roots(keysToRefresh(seen, [{ id: 'n3', link: '/orders/ESC-9' }, ...seen]))).toEqual(
      ORDER,
    )
  })

  it('several new ones: the union of their keys, each key once', () => {
    const next = [
      { id: 'n5', link: '/transactions' },
      { id: 'n4', link: '/orders/ESC-3' },
      { id: 'n3', link: '/orders/ESC-4' },
      ...seen,
    ]
    expect(roots(keysToRefresh(seen, next))).toEqual(ORDER)
    expect(roots(keysToRefresh(seen, [{ id: 'n3', link: '/disputes?dispute=DSP-2' }]))).toEqual(ALL)
  })

  it('an empty list before counts as seen: the first notification ever refreshes', () => {
    expect(roots(keysToRefresh([], [{ id: 'n1', link: '/orders/ESC-1' }]))).toEqual(ORDER)
  })
})
