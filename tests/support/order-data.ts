import type { Order, OrdersByStatus } from '~/contract/escrow'
import { anOrder } from './test-data'

export { anOrder }

export const ADA = 'ada@escrow.test'
export const BAYO = 'bayo@escrow.test'

/** Ada's order: she sells to Bayo, the buyer who answers it (₦150,000, fee ₦300). */
export function adasOrder(fields: Partial<Order> = {}): Order {
  return anOrder({
    initiator_role: 'seller',
    initiator: { full_name: 'Adaeze Okafor', email: ADA },
    receiver: { full_name: 'Bayo Adeyemi', email: BAYO },
    receiver_email: BAYO,
    item_price: '150000.00',
    fee_amount: '300.00',
    ...fields,
  })
}

/** Marked delivered an hour ago: the inspection period runs for 71 hours more. */
export const DELIVERED = {
  delivered_at: new Date(Date.now() - 3_600_000).toISOString(),
  inspection_ends_at: new Date(Date.now() + 71 * 3_600_000).toISOString(),
}

/** Orders of every status with names, prices and dates that make filtering and sorting visible. */
export function groupedOrders(): OrdersByStatus {
  return {
    pending: [
      anOrder({
        public_id: 'ESC-P1',
        item_name: 'Lagos rooftop tent',
        item_price: '5060.00',
        created_at: '2026-03-04T14:05:00Z',
        receiver: { full_name: 'Chidi Okeke', email: 'chidi@escrow.test' },
        receiver_email: 'chidi@escrow.test',
      }),
      anOrder({
        public_id: 'ESC-P2',
        item_name: 'Bag of rice',
        item_price: 720000,
        created_at: '2026-05-01T09:00:00Z',
        receiver: null,
        receiver_email: 'new.buyer@example.com',
      }),
    ],
    active: [
      anOrder({
        public_id: 'ESC-A1',
        item_name: 'Solar inverter',
        status: 'active',
        item_price: '2450000.00',
        created_at: '2026-01-15T08:00:00Z',
      }),
    ],
    completed: [
      anOrder({
        public_id: 'ESC-C1',
        item_name: 'Wedding photography',
        status: 'completed',
        item_price: '350000.00',
        created_at: '2026-02-10T12:00:00Z',
        receiver: { full_name: 'Ngozi Eze', email: 'ngozi@escrow.test' },
        receiver_email: 'ngozi@escrow.test',
      }),
    ],
    cancelled: [],
  }
}

export function publicIds(orders: readonly Order[]): string[] {
  return orders.map((order) => order.public_id)
}
