import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderStatusText, type OrderRole } from '~/contract/escrow'
import { canRaiseDispute } from '~/features/orders/dispute-window'
import {
  orderLoadErrorMessage,
  MissingOrderIdError,
  requireOrderId,
} from '~/features/orders/order-errors'
import { orderParties } from '~/features/orders/order-parties'
import { progressEvents, progressSteps } from '~/features/orders/order-progress'
import { ApiError } from '~/lib/api-error'
import { anOrder } from '../../support/order-data'

describe('canRaiseDispute', () => {
  const now = new Date(2026, 5, 10, 9, 30)
  it('is allowed from the delivery day on (local calendar day), not before', () => {
    expect(canRaiseDispute({ expected_delivery_date: '2026-06-11' }, now)).toBe(false)
    expect(canRaiseDispute({ expected_delivery_date: '2026-06-10' }, now)).toBe(true)
    expect(canRaiseDispute({ expected_delivery_date: '2026-06-01' }, now)).toBe(true)
    expect(
      canRaiseDispute({ expected_delivery_date: new Date(2026, 5, 10, 23, 0).toISOString() }, now),
    ).toBe(true)
    expect(canRaiseDispute({ expected_delivery_date: null }, now)).toBe(true)
  })
})

describe('orderParties', () => {
  it('makes the initiator the seller of a seller order and the receiver its buyer', () => {
    const { buyer, seller } = orderParties(
      anOrder({
        initiator_role: 'seller',
        initiator: { full_name: 'Adaeze Okafor', email: 'ad***@escrow.test' },
        receiver: { full_name: null, email: 'new.buyer@example.com' },
        receiver_email: 'new.buyer@example.com',
        receiver_phone: '08099990001',
      }),
    )
    expect(seller).toMatchObject({
      role: 'seller',
      initiator: true,
      name: 'Adaeze Okafor',
      email: 'ad***@escrow.test',
    })
    expect(buyer).toMatchObject({
      role: 'buyer',
      initiator: false,
      name: null,
      phone: '08099990001',
    })
  })

  it('makes the initiator the buyer of a buyer order', () => {
    const { buyer, seller } = orderParties(anOrder({ initiator_role: 'buyer' }))
    expect(buyer.initiator).toBe(true)
    expect(seller.initiator).toBe(false)
  })
})

describe('progressEvents (the tracker from the status alone)', () => {
  /** What the tracker draws: the steps done (before the current one), the current one, the rest. */
  function tracker(role: OrderRole, status: string, awaiting_payment?: boolean) {
    const order = { status: v.parse(OrderStatusText, status), initiator_role: role }
    const events = progressEvents({ ...order, awaiting_payment }, 'Mar 4, 2:05 PM')
    const at = events.findIndex((event) => event.current)
    return {
      done: events.slice(0, at).map((event) => event.label),
      current: events[at]?.label,
      says: events[at]?.description,
      next: events.slice(at + 1).map((event) => event.label),
    }
  }

  it('lists the steps in the order they happen: the seller’s order is accepted, then paid; the buyer’s paid, then accepted', () => {
    const labels = (role: OrderRole) => progressSteps(role).map((step) => step.label)
    expect(labels('seller')).toEqual([
      'Order pending',
      'Order accepted',
      'Payment in escrow',
      'Delivery confirmed',
      'Product accepted',
      'Release of funds',
    ])
    expect(labels('buyer')).toEqual([
      'Order pending',
      'Payment in escrow',
      'Order accepted',
      'Delivery confirmed',
      'Product accepted',
      'Release of funds',
    ])
  })

  // [creator, status (as sent), awaiting_payment, steps done, current step, what the current step says]
  it.each<[OrderRole, string, boolean | undefined, string[], string, string | undefined]>([
    ['seller', 'pending', undefined, [], 'Order pending', 'Waiting to be accepted by the buyer'],
    ['seller', 'pending', false, [], 'Order pending', 'Waiting to be accepted by the buyer'],
    [
      'seller',
      'pending',
      true,
      ['Order pending'],
      'Order accepted',
      "Waiting for the buyer's payment",
    ],
    [
      'seller',
      'processing',
      undefined,
      ['Order pending'],
      'Order accepted',
      "Waiting for the buyer's payment",
    ],
    [
      'seller',
      'active',
      undefined,
      ['Order pending', 'Order accepted'],
      'Payment in escrow',
      'Buyer has transferred the amount and awaits delivery',
    ],
    [
      'seller',
      'disputed',
      undefined,
      ['Order pending', 'Order accepted'],
      'Payment in escrow',
      'Buyer has transferred the amount and awaits delivery',
    ],
    [
      'seller',
      'Completed',
      undefined,
      [
        'Order pending',
        'Order accepted',
        'Payment in escrow',
        'Delivery confirmed',
        'Product accepted',
      ],
      'Release of funds',
      "Funds transferred to the seller's escrow wallet",
    ],
    // The buyer's own order: nobody but the seller accepts it, and it is paid before that.
    ['buyer', 'pending', undefined, [], 'Order pending', 'Waiting to be accepted by the seller'],
    ['buyer', 'pending', true, [], 'Order pending', "Waiting for the buyer's payment"],
    [
      'buyer',
      'pending',
      false,
      ['Order pending'],
      'Payment in escrow',
      'Buyer has transferred the amount and waits for the seller to accept',
    ],
    ['buyer', 'processing', undefined, [], 'Order pending', 'Waiting to be accepted by the seller'],
    [
      'buyer',
      'active',
      undefined,
      ['Order pending', 'Payment in escrow'],
      'Order accepted',
      'Accepted by the seller; the buyer awaits delivery',
    ],
    [
      'buyer',
      'disputed',
      undefined,
      ['Order pending', 'Payment in escrow'],
      'Order accepted',
      'Accepted by the seller; the buyer awaits delivery',
    ],
    [
      'buyer',
      'completed',
      undefined,
      [
        'Order pending',
        'Payment in escrow',
        'Order accepted',
        'Delivery confirmed',
        'Product accepted',
      ],
      'Release of funds',
      "Funds transferred to the seller's escrow wallet",
    ],
  ])(
    '%s’s order, %s (awaiting payment: %s): done %j, at %s',
    (role, status, awaiting, done, current, says) => {
      const drawn = tracker(role, status, awaiting)
      expect(drawn.done).toEqual(done)
      expect(drawn.current).toBe(current)
      expect(drawn.says).toBe(says)
      expect(drawn.done.length + 1 + drawn.next.length).toBe(6)
    },
  )

  it('never says the buyer accepts an order the buyer created', () => {
    for (const status of ['pending', 'processing', 'active', 'disputed', 'completed', 'cancelled'])
      for (const awaiting of [undefined, true, false])
        for (const event of progressEvents(
          { status, initiator_role: 'buyer', awaiting_payment: awaiting },
          '',
        ))
          expect(event.description ?? '').not.toMatch(/accepted by the buyer/i)
  })

  it('shows a cancelled order as cancelled, after the step it started at', () => {
    expect(
      progressEvents({ status: 'cancelled', initiator_role: 'seller' }, 'Mar 4, 2:05 PM'),
    ).toEqual([
      { date: '', label: 'Order pending', description: 'Waiting to be accepted by the buyer' },
      { date: 'Mar 4, 2:05 PM', label: 'Order cancelled', current: true },
    ])
    expect(progressEvents({ status: 'failed', initiator_role: 'buyer' }, 'Mar 4, 2:05 PM')).toEqual(
      [
        { date: '', label: 'Order pending', description: 'Waiting to be accepted by the seller' },
        { date: 'Mar 4, 2:05 PM', label: 'Order failed', current: true },
      ],
    )
  })
})

describe('order load errors (spec §8)', () => {
  it('names a missing id, a 404, the server detail, else the fallback', () => {
    expect(() => requireOrderId('  ')).toThrow(MissingOrderIdError)
    expect(requireOrderId(' ESC-1 ')).toBe('ESC-1')
    expect(orderLoadErrorMessage(new MissingOrderIdError())).toBe('No order ID provided')
    expect(orderLoadErrorMessage(new ApiError('http', 404, 'x', 'Nope'))).toBe('Escrow not found')
    expect(orderLoadErrorMessage(new ApiError('http', 500, 'x', 'Database is down'))).toBe(
      'Database is down',
    )
    expect(orderLoadErrorMessage(new ApiError('malformed', 200, 'x'))).toBe(
      'Failed to load order details',
    )
    expect(orderLoadErrorMessage(new Error('boom'))).toBe('Failed to load order details')
  })
})
