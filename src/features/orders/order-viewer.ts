import type { Order, OrderRole } from '~/contract/escrow'

/**
 * Who is looking at an order, found from base fields only (lifecycle spec §2 adds none for it):
 * the signed-in profile's e-mail against the initiator's e-mail (initiator) and the receiver's
 * (`receiver_email`, else `receiver.email`). Null when the viewer is unknown (signed out, the
 * profile not loaded yet, no e-mail) or not a party.
 */
export interface OrderViewer {
  /** Whether the viewer created the order. */
  initiator: boolean
  /** The viewer's side of the trade. */
  role: OrderRole
}

function sameEmail(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.trim().toLowerCase() === b
}

export function viewerOf(
  order: Pick<Order, 'initiator' | 'initiator_role' | 'receiver' | 'receiver_email'>,
  viewerEmail: string | null | undefined,
): OrderViewer | null {
  const email = viewerEmail?.trim().toLowerCase() ?? ''
  if (!email) return null
  const receiverRole: OrderRole = order.initiator_role === 'seller' ? 'buyer' : 'seller'
  if (sameEmail(order.initiator?.email, email)) {
    return { initiator: true, role: order.initiator_role }
  }
  if (sameEmail(order.receiver_email, email) || sameEmail(order.receiver?.email, email)) {
    return { initiator: false, role: receiverRole }
  }
  return null
}
