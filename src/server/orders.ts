/** Reading orders: who the parties are, which orders a user sees, and how an order is sent. */
import { MONTH_NAMES, type DisputableOrder, type MonthlyStat, type Order } from '../contract/escrow'
import { isAwaitingPayment } from './escrow-flow'
import { imageUrl } from './images'
import { maskEmail, maskPhone } from './masking'
import { koboToDecimalString, koboToNumber } from '../contract/money'
import type { OrderRecord, SandboxState, UserRecord } from './records'
import { sameEmail, type UserDirectory } from './users'
import { newestFirst } from './wallet'

export function findOrder(state: SandboxState, publicId: string): OrderRecord | undefined {
  const wanted = publicId.toUpperCase()
  return state.orders.find((order) => order.public_id === wanted)
}

export function isInitiator(order: OrderRecord, user: UserRecord): boolean {
  return order.initiator_id === user.id
}

export function isReceiver(order: OrderRecord, user: UserRecord): boolean {
  return sameEmail(order.receiver_email, user.email)
}

export function isParty(order: OrderRecord, user: UserRecord): boolean {
  return isInitiator(order, user) || isReceiver(order, user)
}

/** The buyer is the initiator of a buyer order and the receiver of a seller order. */
export function isBuyer(order: OrderRecord, user: UserRecord): boolean {
  return order.initiator_role === 'buyer' ? isInitiator(order, user) : isReceiver(order, user)
}

/** The seller is the initiator of a seller order and the receiver of a buyer order. */
export function isSeller(order: OrderRecord, user: UserRecord): boolean {
  return order.initiator_role === 'seller' ? isInitiator(order, user) : isReceiver(order, user)
}

/** Every order the user initiated or received, newest first. */
export function ordersOf(state: SandboxState, user: UserRecord): OrderRecord[] {
  return newestFirst(state.orders.filter((order) => isParty(order, user)))
}

/**
 * Orders waiting for this user's answer: they are the receiver, the order is pending and,
 * when the buyer started it, the buyer has paid.
 */
export function isAwaitingAnswerFrom(order: OrderRecord, user: UserRecord): boolean {
  return (
    order.status === 'pending' &&
    isReceiver(order, user) &&
    (order.initiator_role === 'seller' || order.funded)
  )
}

export function pendingFor(state: SandboxState, user: UserRecord): OrderRecord[] {
  return newestFirst(state.orders.filter((order) => isAwaitingAnswerFrom(order, user)))
}

/**
 * Money held in escrow on the user's orders (either side) that is not released or refunded yet:
 * paid orders still pending, active or disputed.
 */
export function escrowBalanceKobo(state: SandboxState, user: UserRecord): number {
  let total = 0
  for (const order of state.orders) {
    if (
      order.funded &&
      (order.status === 'pending' || order.status === 'active' || order.status === 'disputed') &&
      isParty(order, user)
    ) {
      total += order.price_kobo
    }
  }
  return total
}

/** Orders created per month of the current (UTC) year; months without orders are left out. */
export function monthlyStats(orders: OrderRecord[], now: Date): MonthlyStat[] {
  const year = now.getUTCFullYear()
  const counts = new Array<number>(12).fill(0)
  for (const order of orders) {
    const created = new Date(order.created_at)
    if (created.getUTCFullYear() === year)
      counts[created.getUTCMonth()] = (counts[created.getUTCMonth()] ?? 0) + 1
  }
  return MONTH_NAMES.flatMap((month, index) => {
    const value = counts[index] ?? 0
    return value > 0 ? [{ month, value }] : []
  })
}

export function orderView(
  order: OrderRecord,
  users: UserDirectory,
  options: { masked: boolean },
): Order {
  const initiator = users.byId(order.initiator_id)
  const receiver = users.byEmail(order.receiver_email)
  const email = (value: string) => (options.masked ? maskEmail(value) : value)
  return {
    public_id: order.public_id,
    item_name: order.item_name,
    description: order.description,
    item_price: koboToDecimalString(order.price_kobo),
    fee_amount: koboToNumber(order.fee_kobo),
    status: order.status,
    expected_delivery_date: order.expected_delivery_date,
    created_at: order.created_at,
    updated_at: order.updated_at,
    initiator: initiator ? { full_name: initiator.full_name, email: email(initiator.email) } : null,
    initiator_role: order.initiator_role,
    receiver: { full_name: receiver?.full_name ?? null, email: email(order.receiver_email) },
    receiver_email: email(order.receiver_email),
    receiver_phone: options.masked ? maskPhone(order.receiver_phone) : order.receiver_phone,
    logistic_service: order.logistic_service,
    images: order.image_ids.map(imageUrl),
    awaiting_payment: isAwaitingPayment(order),
    delivered_at: order.delivered_at,
    inspection_ends_at: order.inspection_ends_at,
    released_at: order.released_at,
    refunded_at: order.refunded_at,
    // Where the goods went is for the two parties only, like their contacts.
    delivery_note: options.masked ? null : order.delivery_note,
    tracking_number: options.masked ? null : order.tracking_number,
    dispute_id: order.dispute_id,
    events: order.events.map(({ type, at, by }) => ({ type, at, by })),
  }
}

export function disputableView(order: OrderRecord, users: UserDirectory): DisputableOrder {
  return {
    public_id: order.public_id,
    receiver: {
      full_name: users.byEmail(order.receiver_email)?.full_name ?? null,
      email: order.receiver_email,
    },
    receiver_email: order.receiver_email,
    item_price: koboToDecimalString(order.price_kobo),
    item_name: order.item_name,
  }
}
