import type { Order } from '~/contract/escrow'
import { awaitsPayment, hasEvent } from './order-payment'
import type { OrderViewer } from './order-viewer'

/**
 * Whether the buyer still owes the money: `awaiting_payment`, or, for a provider that sends the
 * history, a pending order with no `paid` event. A provider without the lifecycle part sends
 * neither: then nothing is known and the base spec's wording stays.
 */
export function isUnpaid(order: Pick<Order, 'status' | 'awaiting_payment' | 'events'>): boolean {
  if (order.awaiting_payment === true) return true
  if (order.status !== 'pending' || !order.events?.length) return false
  return !hasEvent(order, 'paid')
}

/** Whether the inspection period runs now: delivered, still active, and its end not yet passed. */
export function inspectionRunning(
  order: Pick<Order, 'status' | 'delivered_at' | 'inspection_ends_at'>,
  now: Date = new Date(),
): boolean {
  if (order.status !== 'active' || !order.delivered_at || !order.inspection_ends_at) return false
  return new Date(order.inspection_ends_at).getTime() > now.getTime()
}

/** The one primary action of the order page (lifecycle spec §2), by role and state. */
export type PrimaryAction =
  | 'accept' // the receiver of a pending order (Accept, with Decline beside it)
  | 'pay' // the buyer of an order awaiting their money (Pay now)
  | 'withdraw' // the initiator of a pending order (Withdraw order)
  | 'deliver' // the seller of an active, undelivered order (Mark as delivered)
  | 'release' // the buyer of an active order (Release funds)
  | 'sign-in' // a signed-out viewer of a pending order (Accept and Decline lead to sign-in)
  | null

/** What else the viewer may do beside the primary action. */
export type SecondaryAction = 'decline' | 'withdraw' | 'dispute'

export interface OrderActionPlan {
  primary: PrimaryAction
  secondary: SecondaryAction[]
  /** A short state note for a viewer with nothing to do now. */
  note:
    | 'awaiting-payment'
    | 'awaiting-receiver'
    | 'awaiting-release'
    | 'under-dispute'
    | 'not-a-party'
    | null
}

export interface ActionContext {
  signedIn: boolean
  /** `hasFeature('lifecycle')`: off gives the base spec's actions whoever looks. */
  lifecycle: boolean
  viewer: OrderViewer | null
  /**
   * The signed-in user is known (the profile names their e-mail) and is neither party: the
   * provider would refuse every action, so none is offered.
   */
  outsider?: boolean
}

type PlannedOrder = Pick<
  Order,
  'status' | 'awaiting_payment' | 'events' | 'delivered_at' | 'initiator_role'
>

/**
 * The base spec's actions (lifecycle off, or a viewer the page cannot place): pending → Accept and
 * Decline (signed out: via sign-in); otherwise Raise Dispute.
 */
function basePlan(order: PlannedOrder, signedIn: boolean): OrderActionPlan {
  if (order.status !== 'pending') return { primary: null, secondary: ['dispute'], note: null }
  return { primary: signedIn ? 'accept' : 'sign-in', secondary: [], note: null }
}

/**
 * The order page's actions: exactly one primary action per role and state (lifecycle spec §2),
 * with what may stand beside it. Pure, so the whole role × state table is tested as a table.
 */
export function orderActionPlan(order: PlannedOrder, context: ActionContext): OrderActionPlan {
  const { viewer, lifecycle, signedIn, outsider = false } = context
  if (lifecycle && signedIn && outsider)
    return { primary: null, secondary: [], note: 'not-a-party' }
  if (!lifecycle || !signedIn || viewer === null) return basePlan(order, signedIn)
  const buyer = viewer.role === 'buyer'
  switch (order.status) {
    case 'pending': {
      // The buyer's money is due (lifecycle spec §2): created by the buyer, or accepted by them.
      const due = awaitsPayment(order)
      if (viewer.initiator) {
        // The buyer who created it and has not paid: Pay now, and may still withdraw.
        if (buyer && due) return { primary: 'pay', secondary: ['withdraw'], note: null }
        return {
          primary: 'withdraw',
          secondary: [],
          note: due ? 'awaiting-payment' : 'awaiting-receiver',
        }
      }
      if (due) {
        // A receiving buyer who accepted and whose payment was cancelled, failed or abandoned: Pay
        // now, with Decline beside it. A seller asked to accept a buyer's order that is not paid
        // yet: nothing to accept until it is.
        if (buyer) return { primary: 'pay', secondary: ['decline'], note: null }
        return { primary: null, secondary: ['decline'], note: 'awaiting-payment' }
      }
      // The receiver keeps Accept and Decline (spec §2).
      return { primary: 'accept', secondary: [], note: null }
    }
    case 'active': {
      if (buyer) return { primary: 'release', secondary: ['dispute'], note: null }
      if (!order.delivered_at) return { primary: 'deliver', secondary: ['dispute'], note: null }
      return { primary: null, secondary: ['dispute'], note: 'awaiting-release' }
    }
    case 'disputed':
      return { primary: null, secondary: [], note: 'under-dispute' }
    default:
      // Completed, cancelled and any status the contract does not know: nothing left to do.
      return { primary: null, secondary: [], note: null }
  }
}

/**
 * The order's badge (lifecycle spec §2, §3): 'Under dispute' for a disputed order and 'Refunded'
 * for a cancelled one with `refunded_at`; otherwise its status as the base spec shows it.
 */
export function orderBadge(
  order: Pick<Order, 'status' | 'refunded_at'>,
  lifecycle: boolean,
): { status: string; label?: string } {
  if (!lifecycle) return { status: order.status }
  if (order.status === 'disputed') return { status: 'disputed', label: 'Under dispute' }
  if (order.status === 'cancelled' && order.refunded_at) {
    return { status: 'refunded', label: 'Refunded' }
  }
  return { status: order.status }
}
