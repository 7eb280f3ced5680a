/**
 * Changing orders: creation, funding, acceptance, decline and release. Each money movement
 * writes wallet transactions. Used alike by the routes (live clock, random ids) and the seed.
 */
import type { OrderRole } from '../contract/escrow'
import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  escrowFeeKobo,
  sellerFeeShareKobo,
} from '../contract/money'
import type { OrderRecord, SandboxState, UserRecord } from './records'
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

/** A fresh pending order record (not stored). */
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

/**
 * The buyer's money goes into escrow: price plus their half of the fee. Paid by card, the card
 * payment first credits the wallet (a deposit), so the wallet balance is unchanged overall.
 */
export function fundOrder(
  state: SandboxState,
  moment: Moment,
  order: OrderRecord,
  buyerId: number,
  source: 'card' | 'wallet',
): void {
  const { at, ids } = moment
  if (source === 'card') {
    recordTransaction(state, ids, {
      userId: buyerId,
      type: 'deposit',
      amountKobo: buyerTotalKobo(order.price_kobo, order.fee_kobo),
      description: `Card payment for ${label(order)}`,
      at,
    })
  }
  recordTransaction(state, ids, {
    userId: buyerId,
    type: 'escrow_payment',
    amountKobo: order.price_kobo,
    description: `Payment into escrow for ${label(order)}`,
    at,
  })
  recordTransaction(state, ids, {
    userId: buyerId,
    type: 'escrow_fee',
    amountKobo: buyerFeeShareKobo(order.fee_kobo),
    description: `Escrow fee (buyer's half) for ${order.public_id}`,
    at,
  })
  order.funded = true
  order.updated_at = at
}

export function activateOrder(order: OrderRecord, at: string): void {
  order.status = 'active'
  order.updated_at = at
}

/** Declined: the order is cancelled, open checkouts are closed and escrowed money is refunded. */
export function declineOrder(state: SandboxState, moment: Moment, order: OrderRecord): void {
  const { at, ids } = moment
  const buyerId = buyerIdOf(state, order)
  if (order.funded && buyerId !== undefined) {
    recordTransaction(state, ids, {
      userId: buyerId,
      type: 'refund',
      amountKobo: buyerTotalKobo(order.price_kobo, order.fee_kobo),
      description: `Refund for ${label(order)}`,
      at,
    })
  }
  for (const payment of state.payments) {
    if (payment.public_id === order.public_id && payment.status === 'open') {
      payment.status = 'cancelled'
      payment.updated_at = at
    }
  }
  order.funded = false
  order.status = 'cancelled'
  order.updated_at = at
}

/** Delivery confirmed: the price goes to the seller's wallet, less the seller's half of the fee. */
export function releaseOrder(state: SandboxState, moment: Moment, order: OrderRecord): void {
  const { at, ids } = moment
  const sellerId = sellerIdOf(state, order)
  if (order.funded && sellerId !== undefined) {
    recordTransaction(state, ids, {
      userId: sellerId,
      type: 'escrow_release',
      amountKobo: order.price_kobo,
      description: `Funds released for ${label(order)}`,
      at,
    })
    recordTransaction(state, ids, {
      userId: sellerId,
      type: 'escrow_fee',
      amountKobo: sellerFeeShareKobo(order.fee_kobo),
      description: `Escrow fee (seller's half) for ${order.public_id}`,
      at,
    })
  }
  order.funded = false
  order.status = 'completed'
  order.updated_at = at
}
