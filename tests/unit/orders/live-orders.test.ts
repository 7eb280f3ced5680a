import { QueryClient, type Query } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Order } from '~/contract/escrow'
import {
  LIVE_ORDERS_INTERVAL_MS,
  liveDetailInterval,
  liveDetailOnFocus,
  orderKeys,
  orderQueries,
} from '~/features/orders/queries'

/** The query of the detail as React Query keeps it, holding an order with `status` (or nothing yet). */
function detailQuery(status?: string): Pick<Query<Order>, 'state'> {
  if (status === undefined) return { state: { data: undefined } } as Pick<Query<Order>, 'state'>
  const client = new QueryClient()
  const key = orderKeys.detail('ESC-AB12CD34', 'signed-in')
  client.setQueryData<Order>(key, { public_id: 'ESC-AB12CD34', status } as Order)
  const query = client.getQueryCache().find<Order>({ queryKey: key, exact: true })
  if (!query) throw new Error('no query')
  return query
}

describe('polling for counterparty changes', () => {
  it('polls the grouped and pending lists every 20 s while visible, and refetches them on focus', () => {
    for (const options of [orderQueries.grouped(), orderQueries.pending()]) {
      expect(options.refetchInterval).toBe(LIVE_ORDERS_INTERVAL_MS)
      expect(LIVE_ORDERS_INTERVAL_MS).toBeLessThan(30_000)
      // Hidden tabs do not poll: React Query's default, not overridden.
      expect(options.refetchIntervalInBackground).toBeUndefined()
      expect(options.refetchOnWindowFocus).toBe('always')
    }
  })

  it('does not poll the monthly stats', () => {
    const options = orderQueries.monthlyStats()
    expect(options.refetchInterval).toBeUndefined()
    expect(options.refetchOnWindowFocus).toBeUndefined()
  })

  it('polls the detail of a pending or active order, not a completed or cancelled one', () => {
    const options = orderQueries.detail('ESC-AB12CD34')
    expect(options.refetchInterval).toBe(liveDetailInterval)
    expect(options.refetchOnWindowFocus).toBe(liveDetailOnFocus)
    expect(options.refetchIntervalInBackground).toBeUndefined()
    for (const status of ['pending', 'active']) {
      expect(liveDetailInterval(detailQuery(status)), status).toBe(20_000)
      expect(liveDetailOnFocus(detailQuery(status)), status).toBe('always')
    }
    for (const status of ['completed', 'cancelled', 'disputed']) {
      expect(liveDetailInterval(detailQuery(status)), status).toBe(false)
      expect(liveDetailOnFocus(detailQuery(status)), status).toBe(true)
    }
    // Not loaded yet: the loader fetches it; nothing to poll.
    expect(liveDetailInterval(detailQuery())).toBe(false)
  })
})
