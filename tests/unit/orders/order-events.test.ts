import { describe, expect, it } from 'vitest'
import type { OrderEvent } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { historyTimeline, progressFromEvents, timeLeftText } from '~/features/orders/order-events'
import { orderBadge } from '~/features/orders/order-action-plan'

const NOW = new Date('2026-03-10T12:00:00Z')
const at = (day: number) => `2026-03-0${String(day)}T12:00:00.000Z`

const made: OrderEvent[] = [
  { type: 'created', at: at(1), by: 'seller' },
  { type: 'accepted', at: at(2), by: 'buyer' },
  { type: 'paid', at: at(2), by: 'buyer' },
]

function current(events: OrderEvent[]) {
  return progressFromEvents(events, NOW).find((step) => step.current)?.label
}

describe('progressFromEvents', () => {
  it('marks the furthest step reached and dates every reached step', () => {
    expect(current(made.slice(0, 1))).toBe('Order pending')
    expect(current(made)).toBe('Payment in escrow')
    const delivered = [...made, { type: 'delivered', at: at(3), by: 'seller' } as const]
    expect(current(delivered)).toBe('Delivery confirmed')
    const released = [...delivered, { type: 'auto_released', at: at(6), by: 'system' } as const]
    const steps = progressFromEvents(released, NOW)
    expect(current(released)).toBe('Release of funds')
    expect(steps.map((step) => step.date !== '')).toEqual([true, true, true, true, true, true])
  })

  it('ends with the halting event: declined, withdrawn, disputed, refunded', () => {
    const withdrawn = [
      made[0] as OrderEvent,
      { type: 'withdrawn', at: at(2), by: 'seller' } as const,
    ]
    expect(progressFromEvents(withdrawn, NOW).map((step) => step.label)).toEqual([
      'Order pending',
      'Order withdrawn',
    ])
    expect(current([...made, { type: 'disputed', at: at(4), by: 'buyer' }])).toBe('Dispute raised')
    expect(
      current([
        ...made,
        { type: 'disputed', at: at(4), by: 'buyer' },
        { type: 'resolved', at: at(5), by: 'support' },
        { type: 'refunded', at: at(5), by: 'support' },
      ]),
    ).toBe('Refunded to the buyer')
    // Resolved by a release, the order completes.
    expect(
      current([
        ...made,
        { type: 'disputed', at: at(4), by: 'buyer' },
        { type: 'resolved', at: at(5), by: 'support' },
        { type: 'released', at: at(5), by: 'support' },
      ]),
    ).toBe('Release of funds')
  })

  it('lists the history with who did what', () => {
    expect(historyTimeline(made.slice(0, 1), NOW)).toEqual([
      { label: 'Order created', date: formatOrderDate(at(1), NOW), description: 'By the seller' },
    ])
  })
})

describe('timeLeftText', () => {
  it.each([
    ['2026-03-13T12:00:00Z', '3 days left'],
    ['2026-03-13T15:30:00Z', '3 days 3 hours left'],
    ['2026-03-11T11:00:00Z', '23 hours left'],
    ['2026-03-10T13:01:00Z', '1 hour 1 minute left'],
    ['2026-03-10T12:05:30Z', '5 minutes left'],
    ['2026-03-10T12:00:30Z', 'less than a minute left'],
    ['2026-03-09T12:00:00Z', 'less than a minute left'],
  ])('%s → %s', (endsAt, text) => {
    expect(timeLeftText(endsAt, NOW)).toBe(text)
  })
})

describe('orderBadge', () => {
  it("says 'Under dispute' and 'Refunded' with the part on, the status otherwise", () => {
    expect(orderBadge({ status: 'disputed' }, true)).toEqual({
      status: 'disputed',
      label: 'Under dispute',
    })
    expect(orderBadge({ status: 'cancelled', refunded_at: at(5) }, true)).toEqual({
      status: 'refunded',
      label: 'Refunded',
    })
    expect(orderBadge({ status: 'cancelled', refunded_at: null }, true)).toEqual({
      status: 'cancelled',
    })
    expect(orderBadge({ status: 'disputed' }, false)).toEqual({ status: 'disputed' })
  })
})
