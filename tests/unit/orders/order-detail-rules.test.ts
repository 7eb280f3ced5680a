import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderStatusText } from '~/contract/escrow'
import { canRaiseDispute } from '~/features/orders/dispute-window'
import {
  orderLoadErrorMessage,
  MissingOrderIdError,
  requireOrderId,
} from '~/features/orders/order-errors'
import { orderParties } from '~/features/orders/order-parties'
import { PROGRESS_STEPS, progressEvents } from '~/features/orders/order-progress'
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

describe('progressEvents', () => {
  // Statuses reach the tracker through the contract, which normalises them ('Completed' → 'completed').
  const current = (status: string) =>
    progressEvents(v.parse(OrderStatusText, status), 'Mar 4, 2:05 PM').findIndex(
      (event) => event.current,
    ) + 1
  it('marks step 1 for pending, 3 for active and 6 for completed', () => {
    expect(current('pending')).toBe(1)
    expect(current('active')).toBe(3)
    expect(current('Completed')).toBe(6)
    expect(progressEvents('pending', '').map((event) => event.label)).toEqual(
      PROGRESS_STEPS.map((step) => step.label),
    )
  })

  it('shows a cancelled order as cancelled', () => {
    expect(progressEvents('cancelled', 'Mar 4, 2:05 PM')).toEqual([
      { date: '', label: 'Order pending', description: 'Waiting to be accepted by the buyer' },
      { date: 'Mar 4, 2:05 PM', label: 'Order cancelled', current: true },
    ])
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
