import type { Order, OrderRole } from '~/contract/escrow'
import { firstText } from '~/lib/names'

export interface OrderParty {
  role: OrderRole
  /** Whether this party created the order. */
  initiator: boolean
  name: string | null
  email: string | null
  phone: string | null
}

/**
 * Buyer and seller of an order: the initiator has initiator_role, the receiver the other role.
 * Contacts are shown as the server sent them (masked for signed-out viewers).
 */
export function orderParties(order: Order): { buyer: OrderParty; seller: OrderParty } {
  const initiator: OrderParty = {
    role: order.initiator_role,
    initiator: true,
    name: firstText(order.initiator?.full_name),
    email: firstText(order.initiator?.email),
    phone: null,
  }
  const receiver: OrderParty = {
    role: order.initiator_role === 'seller' ? 'buyer' : 'seller',
    initiator: false,
    name: firstText(order.receiver?.full_name),
    email: firstText(order.receiver_email, order.receiver?.email),
    phone: firstText(order.receiver_phone),
  }
  return order.initiator_role === 'seller'
    ? { buyer: receiver, seller: initiator }
    : { buyer: initiator, seller: receiver }
}
