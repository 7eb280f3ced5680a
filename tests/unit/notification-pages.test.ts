/**
 * Issue 32: the bell's pages of notifications (src/features/notifications/queries.ts). A provider
 * may page `GET /notifications` or answer the whole list; the next page's cursor is offered only
 * while a full page brought something new. The bell and the panel: NotificationsPaging.test.tsx.
 */
import { describe, expect, it } from 'vitest'
import {
  NOTIFICATIONS_PAGE_SIZE,
  nextCursor,
  notificationsOf,
} from '~/features/notifications/queries'
import type { UserNotification } from '~/features/notifications/schemas'

const note = (id: string): UserNotification => ({
  id,
  title: id,
  desc: '',
  read: false,
  time: '2026-11-01T00:00:00.000Z',
})
/** Ids `from` down to `to`, newest first. */
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => note(`n${String(from - index)}`))

describe('nextCursor', () => {
  it('a full page that brought new ones: the cursor is its last id', () => {
    const first = range(45, 26)
    expect(first).toHaveLength(NOTIFICATIONS_PAGE_SIZE)
    expect(nextCursor(first, [first])).toBe('n26')
    const second = range(25, 6)
    expect(nextCursor(second, [first, second])).toBe('n6')
  })

  it('a short page is the last; an empty one too', () => {
    expect(nextCursor(range(5, 1), [range(25, 6), range(5, 1)])).toBeUndefined()
    expect(nextCursor([], [range(20, 1), []])).toBeUndefined()
  })

  it('a provider that does not page: more than asked, or the same ones again, ends the paging', () => {
    expect(nextCursor(range(25, 1), [range(25, 1)])).toBeUndefined()
    expect(nextCursor(range(20, 1), [range(20, 1), range(20, 1)])).toBeUndefined()
  })
})

describe('notificationsOf', () => {
  it('the pages in order, each notification once', () => {
    const list = notificationsOf({ pages: [range(20, 1), range(20, 1)] })
    expect(list.map(({ id }) => id)).toEqual(range(20, 1).map(({ id }) => id))
    expect(notificationsOf(undefined)).toEqual([])
  })
})
