/**
 * Changing orders: creation, acceptance, payment, delivery, release (by the buyer or when the
 * inspection period is over), decline, withdrawal and refund (lifecycle spec §2). Each money
 * movement writes wallet transactions and each step an event on the order. Used alike by the
 * routes (live clock, random ids) and the seed.
 *
 * Disputes (a later issue) plug in here: raising one sets status 'disputed' and `dispute_id` with
 * a `disputed` event (`markDisputed`), which stops release and auto-release (`isDueForRelease`);
 * resolving it records `resolved` and calls `releaseOrder` or `refundOrder`.
 */
import {
  INSPECTION_PERIOD_MS,
  type EventActor,
  type OrderEventType,
  type OrderRole,
} from '../contract/escrow'
import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  escrowFeeKobo,
  sellerFeeShareKobo,
} from '../contract/money'
import type { TransactionType } from '../contract/wallet'
import type { OrderEventRecord, OrderRecord, SandboxState, UserRecord } from './records'
import type { IdSource } from './random'
import { findUserByEmail } from './users'
import { recordTransaction } from './wallet'

/** When a change happens and where its new identifiers come from. */
export interface Moment {
  at: string
  ids: IdSource
}

export interface NewOrder {
  initiator: UserRecord
  role: OrderRole
  name: string
  description: string
  priceKobo: number
  deliveryDate: string
  receiverEmail: string
  receiverPhone: string
  logisticService: string | null
  imageIds: string[]
}

/** The role of the party who did not start the order. */
export function receiverRole(order: OrderRecord): OrderRole {
  return order.initiator_role === 'buyer' ? 'seller' : 'buyer'
}

/** Appends an event (the order's history is in time order: events are recorded as they happen). */
export function recordEvent(
  order: OrderRecord,
  type: OrderEventType,
  by: EventActor,
  at: string,
): OrderEventRecord {
  const event: OrderEventRecord = { type, at, by }
  order.events.push(event)
  order.updated_at = at
  return event
}

/**
 * The buyer's money is due: the order is pending and unpaid, and either the buyer started it or,
 * as its receiver, has accepted it.
 */
export function isAwaitingPayment(order: OrderRecord): boolean {
  return (
    order.status === 'pending' &&
    !order.funded &&
    (order.initiator_role === 'buyer' || order.accepted_at !== null)
  )
}

/** A fresh pending order record (not stored), with its `created` event. */
export function newOrderRecord(publicId: string, at: string, input: NewOrder): OrderRecord {
  return {
    public_id: publicId,
    item_name: input.name,
    description: input.description,
    price_kobo: input.priceKobo,
    fee_kobo: escrowFeeKobo(input.priceKobo),
    status: 'pending',
    expected_delivery_date: input.deliveryDate,
    created_at: at,
    updated_at: at,
    initiator_id: input.initiator.id,
    initiator_role: input.role,
    receiver_email: input.receiverEmail,
    receiver_phone: input.receiverPhone,
    logistic_service: input.logisticService,
    image_ids: input.imageIds,
    funded: false,
    accepted_at: null,
    delivered_at: null,
    inspection_ends_at: null,
    released_at: null,
    refunded_at: null,
    delivery_note: null,
    tracking_number: null,
    dispute_id: null,
    events: [{ type: 'created', at, by: input.role }],
  }
}

export function createOrder(state: SandboxState, moment: Moment, input: NewOrder): OrderRecord {
  let publicId = moment.ids.publicId()
  while (state.orders.some((order) => order.public_id === publicId))
    publicId = moment.ids.publicId()
  const order = newOrderRecord(publicId, moment.at, input)
  state.orders.push(order)
  return order
}

function counterpartId(state: SandboxState, order: OrderRecord): number | undefined {
  return findUserByEmail(state, order.receiver_email)?.id
}

export function buyerIdOf(state: SandboxState, order: OrderRecord): number | undefined {
  return order.initiator_role === 'buyer' ? order.initiator_id : counterpartId(state, order)
}

export function sellerIdOf(state: SandboxState, order: OrderRecord): number | undefined {
  return order.initiator_role === 'seller' ? order.initiator_id : counterpartId(state, order)
}

function label(order: OrderRecord): string {
  return `${order.item_name} (${order.public_id})`
}

/** One wallet transaction of an order's money movement, for a party, at the moment. */
function recordOrderMoney(
  state: SandboxState,
  moment: Moment,
  userId: number,
  type: TransactionType,
  amountKobo: number,
  description: string,
): void {
  recordTransaction(state, moment.ids, { userId, type, amountKobo, description, at: moment.at })
}

/** A party's half of the escrow fee, as an `escrow_fee` debit. */
function recordFeeHalf(
  state: SandboxState,
  moment: Moment,
  order: OrderRecord,
  userId: number,
  party: OrderRole,
): void {
  const kobo =
    party === 'buyer' ? buyerFeeShareKobo(order.fee_kobo) : sellerFeeShareKobo(order.fee_kobo)
  const description = `Escrow fee (${party}'s half) for ${order.public_id}`
  recordOrderMoney(state, moment, userId, 'escrow_fee', kobo, description)
}

/**
 * The buyer's money goes into escrow: price plus their half of the fee (event `paid`). Paid by
 * card, the card payment first credits the wallet (a deposit), so the wallet balance is unchanged
 * overall; from the wallet, the balance falls by both.
 */
export function fundOrder(
  state: SandboxState,
  moment: Moment,
  order: OrderRecord,
  buyerId: number,
  source: 'card' | 'wallet',
): void {
  const total = buyerTotalKobo(order.price_kobo, order.fee_kobo)
  if (source === 'card') {
    recordOrderMoney(state, moment, buyerId, 'deposit', total, `Card payment for ${label(order)}`)
  }
  const into = `Payment into escrow for ${label(order)}`
  recordOrderMoney(state, moment, buyerId, 'escrow_payment', order.price_kobo, into)
  recordFeeHalf(state, moment, order, buyerId, 'buyer')
  order.funded = true
  recordEvent(order, 'paid', 'buyer', moment.at)
}

/** The order's open card checkouts are closed (it was paid another way, or ended). */
export function closeCheckouts(state: SandboxState, order: OrderRecord, at: string): void {
  for (const payment of state.payments) {
    if (payment.public_id === order.public_id && payment.status === 'open') {
      payment.status = 'cancelled'
      payment.updated_at = at
    }
  }
}

/** The receiver said yes (event `accepted`); a receiving buyer's money is due from now on. */
export function acceptOrder(order: OrderRecord, at: string): void {
  if (order.accepted_at !== null) return
  order.accepted_at = at
  recordEvent(order, 'accepted', receiverRole(order), at)
}

/** Accepted and paid: the money is in escrow and the seller can deliver. */
export function activateOrder(order: OrderRecord, at: string): void {
  order.status = 'active'
  order.updated_at = at
}

/**
 * Ends a pending order: cancelled, open checkouts closed, escrowed money (price and the buyer's
 * half of the fee) refunded. Declined by the receiver, or withdrawn by the initiator.
 */
export function declineOrder(
  state: SandboxState,
  moment: Moment,
  order: OrderRecord,
  how: 'declined' | 'withdrawn' = 'declined',
): void {
  const { at } = moment
  const buyerId = buyerIdOf(state, order)
  if (order.funded && buyerId !== undefined) {
    const total = buyerTotalKobo(order.price_kobo, order.fee_kobo)
    recordOrderMoney(state, moment, buyerId, 'refund', total, `Refund for ${label(order)}`)
  }
  closeCheckouts(state, order, at)
  order.funded = false
  order.status = 'cancelled'
  recordEvent(order, how, how === 'declined' ? receiverRole(order) : order.initiator_role, at)
}

/**
 * The seller says the goods are with the buyer: the inspection period of 72 hours starts (event
 * `delivered`). Empty texts are kept as null.
 */
export function deliverOrder(
  order: OrderRecord,
  at: string,
  details: { note?: string | null; trackingNumber?: string | null },
): void {
  order.delivered_at = at
  order.inspection_ends_at = new Date(Date.parse(at) + INSPECTION_PERIOD_MS).toISOString()
  order.delivery_note = details.note?.trim() ? details.note : null
  order.tracking_number = details.trackingNumber?.trim() ? details.trackingNumber : null
  recordEvent(order, 'delivered', 'seller', at)
}

/** Active, delivered, and the inspection period is over: the provider releases it. */
export function isDueForRelease(order: OrderRecord, now: number): boolean {
  return (
    order.status === 'active' &&
    order.inspection_ends_at !== null &&
    Date.parse(order.inspection_ends_at) <= now
  )
}

/**
 * Releases every order whose inspection period has passed, at the moment it ended (event
 * `auto_released` by `system`), so a sandbox that was stopped, or whose clock was moved, catches
 * up on what came due in the meantime. Returns the released orders.
 */
export function releaseDueOrders(state: SandboxState, now: Date, ids: IdSource): OrderRecord[] {
  const current = now.getTime()
  const due = state.orders.filter((order) => isDueForRelease(order, current))
  // Oldest first, so the wallet transactions are written in time order.
  due.sort(
    (a, b) => Date.parse(a.inspection_ends_at ?? '') - Date.parse(b.inspection_ends_at ?? ''),
  )
  for (const order of due) {
    releaseOrder(state, { at: order.inspection_ends_at ?? now.toISOString(), ids }, order, {
      type: 'auto_released',
      by: 'system',
    })
  }
  return due
}

/**
 * A dispute was raised (status `disputed`, event `disputed`): no release, no auto-release until it
 * is resolved. The disputes issue calls this; the seed uses it for its placeholder dispute.
 */
export function markDisputed(
  order: OrderRecord,
  at: string,
  by: OrderRole,
  disputeId: string | null,
): void {
  order.status = 'disputed'
  order.dispute_id = disputeId
  recordEvent(order, 'disputed', by, at)
}

/**
 * Refund after a dispute resolved for the buyer (lifecycle spec §2): the buyer's wallet gets the
 * price back (a `refund` credit; the fee is not refunded), the order is cancelled with
 * `refunded_at` (event `refunded` by support).
 */
export function refundOrder(state: SandboxState, moment: Moment, order: OrderRecord): void {
  const { at } = moment
  const buyerId = buyerIdOf(state, order)
  if (order.funded && buyerId !== undefined) {
    recordOrderMoney(
      state,
      moment,
      buyerId,
      'refund',
      order.price_kobo,
      `Refund for ${label(order)}`,
    )
  }
  order.funded = false
  order.status = 'cancelled'
  order.refunded_at = at
  recordEvent(order, 'refunded', 'support', at)
}

/**
 * Funds released to the seller (lifecycle spec §2): the price goes to the seller's wallet less the
 * seller's half of the fee (`escrow_release` credit and `escrow_fee` debit); completed with
 * `released_at`. Event `released` by the buyer, or `auto_released` by the system.
 */
export function releaseOrder(
  state: SandboxState,
  moment: Moment,
  order: OrderRecord,
  event: { type: 'released' | 'auto_released'; by: EventActor } = {
    type: 'released',
    by: 'buyer',
  },
): void {
  const { at } = moment
  const sellerId = sellerIdOf(state, order)
  if (order.funded && sellerId !== undefined) {
    const released = `Funds released for ${label(order)}`
    recordOrderMoney(state, moment, sellerId, 'escrow_release', order.price_kobo, released)
    recordFeeHalf(state, moment, order, sellerId, 'seller')
  }
  order.funded = false
  order.status = 'completed'
  order.released_at = at
  recordEvent(order, event.type, event.by, at)
}
