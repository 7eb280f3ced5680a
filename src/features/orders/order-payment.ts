import type { Order, OrderEventType } from '~/contract/escrow'

/** Whether an event of this type is in the order's history (false when it sends none). */
export function hasEvent(order: Pick<Order, 'events'>, type: OrderEventType): boolean {
  return order.events?.some((event) => event.type === type) ?? false
}

/**
 * Whether the order waits for the buyer's money (lifecycle spec §2): `awaiting_payment` when the
 * provider sends it; otherwise, from the history, a pending order with no `paid` event that the
 * buyer created or, as its receiver, has accepted (its pop-up cancelled, failed or abandoned).
 */
export function awaitsPayment(
  order: Pick<Order, 'status' | 'awaiting_payment' | 'events' | 'initiator_role'>,
): boolean {
  if (typeof order.awaiting_payment === 'boolean') return order.awaiting_payment
  if (order.status !== 'pending' || !order.events?.length || hasEvent(order, 'paid')) return false
  return order.initiator_role === 'buyer' || hasEvent(order, 'accepted')
}
