import { describe, expect, it } from 'vitest'
import type { OrderEvent, OrderRole } from '~/contract/escrow'
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

function current(events: OrderEvent[], role: OrderRole = 'seller') {
  return progressFromEvents(events, role, NOW).find((step) => step.current)?.label
}

/** What the tracker draws: the steps done (before the current one), the current one, the rest. */
function tracker(role: OrderRole, types: OrderEvent['type'][]) {
  const events = types.map((type, index) => ({ type, at: at(index + 1), by: 'buyer' }) as const)
  const steps = progressFromEvents(events, role, NOW)
  const index = steps.findIndex((step) => step.current)
  return {
    done: steps.slice(0, index).map((step) => step.label),
    current: steps[index]?.label,
    says: steps[index]?.description,
    next: steps.slice(index + 1).map((step) => step.label),
    undatedDone: steps.slice(0, index + 1).filter((step) => step.date === '').length,
  }
}

describe('progressFromEvents', () => {
  it('marks the furthest step reached and dates every reached step', () => {
    expect(current(made.slice(0, 1))).toBe('Order pending')
    expect(current(made)).toBe('Payment in escrow')
    const delivered = [...made, { type: 'delivered', at: at(3), by: 'seller' } as const]
    expect(current(delivered)).toBe('Delivery confirmed')
    const released = [...delivered, { type: 'auto_released', at: at(6), by: 'system' } as const]
    const steps = progressFromEvents(released, 'seller', NOW)
    expect(current(released)).toBe('Release of funds')
    expect(steps.map((step) => step.date !== '')).toEqual([true, true, true, true, true, true])
  })

  const ALL = [
    'Order pending',
    'Order accepted',
    'Payment in escrow',
    'Delivery confirmed',
    'Product accepted',
    'Release of funds',
  ]
  const BUYERS = [
    'Order pending',
    'Payment in escrow',
    'Order accepted',
    'Delivery confirmed',
    'Product accepted',
    'Release of funds',
  ]

  // [creator, events so far, steps done, current step, what the current step says, steps to come]
  it.each<[OrderRole, OrderEvent['type'][], string[], string, string | undefined, string[]]>([
    [
      'seller',
      ['created'],
      [],
      'Order pending',
      'Waiting to be accepted by the buyer',
      ALL.slice(1),
    ],
    [
      'seller',
      ['created', 'accepted'],
      ALL.slice(0, 1),
      'Order accepted',
      "Waiting for the buyer's payment",
      ALL.slice(2),
    ],
    [
      'seller',
      ['created', 'accepted', 'paid'],
      ALL.slice(0, 2),
      'Payment in escrow',
      'Buyer has transferred the amount and awaits delivery',
      ALL.slice(3),
    ],
    [
      'seller',
      ['created', 'accepted', 'paid', 'delivered'],
      ALL.slice(0, 3),
      'Delivery confirmed',
      undefined,
      ALL.slice(4),
    ],
    [
      'seller',
      ['created', 'accepted', 'paid', 'delivered', 'released'],
      ALL.slice(0, 5),
      'Release of funds',
      "Funds transferred to the seller's escrow wallet",
      [],
    ],
    // Released on a hand-over in person: no delivery was marked, so none is shown done.
    [
      'seller',
      ['created', 'accepted', 'paid', 'released'],
      ['Order pending', 'Order accepted', 'Payment in escrow', 'Product accepted'],
      'Release of funds',
      "Funds transferred to the seller's escrow wallet",
      [],
    ],
    // The buyer's own order: paid at creation, then accepted by the seller.
    ['buyer', ['created'], [], 'Order pending', "Waiting for the buyer's payment", BUYERS.slice(1)],
    [
      'buyer',
      ['created', 'paid'],
      BUYERS.slice(0, 1),
      'Payment in escrow',
      'Buyer has transferred the amount and waits for the seller to accept',
      BUYERS.slice(2),
    ],
    [
      'buyer',
      ['created', 'paid', 'accepted'],
      BUYERS.slice(0, 2),
      'Order accepted',
      'Accepted by the seller; the buyer awaits delivery',
      BUYERS.slice(3),
    ],
    [
      'buyer',
      ['created', 'paid', 'accepted', 'delivered'],
      BUYERS.slice(0, 3),
      'Delivery confirmed',
      undefined,
      BUYERS.slice(4),
    ],
    [
      'buyer',
      ['created', 'paid', 'accepted', 'delivered', 'auto_released'],
      BUYERS.slice(0, 5),
      'Release of funds',
      "Funds transferred to the seller's escrow wallet",
      [],
    ],
    ['buyer', ['created', 'withdrawn'], ['Order pending'], 'Order withdrawn', undefined, []],
    ['buyer', ['created', 'paid', 'declined'], BUYERS.slice(0, 2), 'Order declined', undefined, []],
    ['seller', ['created', 'declined'], ['Order pending'], 'Order declined', undefined, []],
  ])('%s’s order after %j: done %j, at %s', (role, types, done, now, says, next) => {
    const drawn = tracker(role, types)
    expect(drawn.done).toEqual(done)
    expect(drawn.current).toBe(now)
    expect(drawn.says).toBe(says)
    expect(drawn.next).toEqual(next)
    // Nothing is drawn done (or current) without the event that reached it.
    expect(drawn.undatedDone).toBe(0)
  })

  it('ends with the halting event: declined, withdrawn, disputed, refunded', () => {
    const withdrawn = [
      made[0] as OrderEvent,
      { type: 'withdrawn', at: at(2), by: 'seller' } as const,
    ]
    expect(progressFromEvents(withdrawn, 'seller', NOW).map((step) => step.label)).toEqual([
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
