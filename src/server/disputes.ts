/**
 * Disputes (lifecycle spec §3): raising one freezes the order (`markDisputed`: no release, no
 * automatic release), the two parties and support write messages, and support resolves it by
 * releasing the money to the seller or refunding the buyer (§2's money rules, escrow-flow.ts).
 * Used alike by the routes (live clock, random ids) and the seed.
 */
import type { Dispute, DisputeResolution, MessageAuthor } from '../contract/disputes'
import type { OrderRole } from '../contract/escrow'
import { ApiError } from './errors'
import {
  buyerIdOf,
  markDisputed,
  recordEvent,
  refundOrder,
  releaseOrder,
  sellerIdOf,
  type Moment,
} from './escrow-flow'
import { findOrder, isBuyer, isParty } from './orders'
import type { DisputeRecord, OrderRecord, SandboxState, UserRecord } from './records'
import { findUserById } from './users'
import { newestFirst } from './wallet'

export const SUPPORT_NAME = 'Escrow Support'

export const DISPUTE_DETAILS = {
  notFound: 'Dispute not found',
  onlyParty: 'Only a party to this order can raise a dispute',
  beforeDeliveryDate: 'Disputes can only be raised after the delivery date.',
  alreadyOpen: 'A dispute is already open for this order',
  notActive: 'Order is not active',
  resolved: 'Dispute is resolved',
} as const

/** "DSP-" and the 8 characters of a fresh public id (same alphabet, same randomness). */
export function newDisputeId(state: SandboxState, next: () => string): string {
  let id = `DSP-${next().slice(4)}`
  while (state.disputes.some((dispute) => dispute.id === id)) id = `DSP-${next().slice(4)}`
  return id
}

export function findDispute(state: SandboxState, id: string): DisputeRecord | undefined {
  const wanted = id.toUpperCase()
  return state.disputes.find((dispute) => dispute.id === wanted)
}

/** The caller's disputes (as a party of the order), newest first. */
export function disputesOf(state: SandboxState, user: UserRecord): DisputeRecord[] {
  return newestFirst(
    state.disputes.filter((dispute) => {
      const order = findOrder(state, dispute.public_id)
      return order !== undefined && isParty(order, user)
    }),
  )
}

/**
 * The base spec's date rule (web app §4): on or after the expected delivery date, or once the
 * seller marked it delivered (lifecycle §2). "Today" is the latest calendar day anywhere (UTC+14),
 * so the server never refuses what a browser in any time zone offered.
 */
export function isPastDeliveryDate(order: OrderRecord, now: Date): boolean {
  if (order.delivered_at !== null) return true
  const latestToday = new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)
  return order.expected_delivery_date.slice(0, 10) <= latestToday
}

/**
 * Checks that `user` may raise a dispute on `order` now (throws the §3 error otherwise). Called
 * again in the same synchronous step that records the dispute, so one click makes one dispute.
 */
export function assertDisputable(order: OrderRecord, user: UserRecord, now: Date): OrderRole {
  if (!isParty(order, user)) throw new ApiError(403, DISPUTE_DETAILS.onlyParty)
  if (order.status === 'disputed') throw new ApiError(409, DISPUTE_DETAILS.alreadyOpen)
  if (order.status !== 'active') throw new ApiError(400, DISPUTE_DETAILS.notActive)
  if (!isPastDeliveryDate(order, now)) throw new ApiError(400, DISPUTE_DETAILS.beforeDeliveryDate)
  return isBuyer(order, user) ? 'buyer' : 'seller'
}

export interface NewDispute {
  id: string
  order: OrderRecord
  raisedBy: OrderRole
  raisedById: number
  reason: string
  imageIds: string[]
}

/** Records an open dispute and freezes its order (status disputed, event `disputed`). */
export function raiseDispute(state: SandboxState, at: string, input: NewDispute): DisputeRecord {
  const dispute: DisputeRecord = {
    id: input.id,
    public_id: input.order.public_id,
    reason: input.reason,
    status: 'open',
    resolution: null,
    raised_by: input.raisedBy,
    raised_by_id: input.raisedById,
    created_at: at,
    updated_at: at,
    image_ids: input.imageIds,
    messages: [],
  }
  state.disputes.push(dispute)
  markDisputed(input.order, at, input.raisedBy, dispute.id)
  return dispute
}

/** Adds a message to the thread; the dispute's `updated_at` moves. */
export function addDisputeMessage(
  dispute: DisputeRecord,
  message: { id: string; author: MessageAuthor; userId: number | null; body: string; at: string },
): void {
  if (dispute.status === 'resolved') throw new ApiError(400, DISPUTE_DETAILS.resolved)
  dispute.messages.push({
    id: message.id,
    author: message.author,
    user_id: message.userId,
    body: message.body,
    created_at: message.at,
  })
  dispute.updated_at = message.at
}

/** What support's closing message says (the amounts as §2 moves them). */
export function outcomeText(order: OrderRecord, resolution: DisputeResolution): string {
  const price = `₦${(order.price_kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  return resolution === 'refund'
    ? `Resolved in the buyer's favour: ${price} is refunded to the buyer's wallet and the order is cancelled.`
    : `Resolved in the seller's favour: the funds (${price}, less the seller's half of the escrow fee) are released to the seller and the order is completed.`
}

/**
 * Support resolves an open dispute: event `resolved`, then the release (completed, `released` by
 * support) or the refund (cancelled with `refunded_at`, `refunded`), and a support message stating
 * the outcome. Synchronous: two resolves cannot interleave, the second gets 400.
 */
export function resolveDispute(
  state: SandboxState,
  moment: Moment,
  dispute: DisputeRecord,
  resolution: DisputeResolution,
  /** The support message's id (the seed passes its own, so its random sequence is unchanged). */
  messageId?: string,
): OrderRecord {
  if (dispute.status === 'resolved') throw new ApiError(400, DISPUTE_DETAILS.resolved)
  const order = findOrder(state, dispute.public_id)
  if (order?.status !== 'disputed') throw new ApiError(400, 'Order is not under dispute')
  const { at } = moment
  recordEvent(order, 'resolved', 'support', at)
  if (resolution === 'refund') refundOrder(state, moment, order)
  else releaseOrder(state, moment, order, { type: 'released', by: 'support' })
  addDisputeMessage(dispute, {
    id: messageId ?? moment.ids.uuid(),
    author: 'support',
    userId: null,
    body: outcomeText(order, resolution),
    at,
  })
  dispute.status = 'resolved'
  dispute.resolution = resolution
  dispute.updated_at = at
  return order
}

/** The user ids of the order's two parties (either may be missing: an invite not yet taken). */
export function partiesOf(state: SandboxState, order: OrderRecord): number[] {
  return [buyerIdOf(state, order), sellerIdOf(state, order)].filter(
    (id): id is number => id !== undefined,
  )
}

/**
 * The contract's dispute. `imageLink` makes an evidence image's URL: the signed, expiring one
 * (context.ts `evidenceLink`), as evidence is never served without its signature.
 */
export function disputeView(
  state: SandboxState,
  dispute: DisputeRecord,
  imageLink: (id: string) => string,
): Dispute {
  return {
    id: dispute.id,
    escrow_id: dispute.public_id,
    reason: dispute.reason,
    status: dispute.status,
    resolution: dispute.resolution,
    raised_by: dispute.raised_by,
    created_at: dispute.created_at,
    updated_at: dispute.updated_at,
    images: dispute.image_ids.map((id) => imageLink(id)),
    messages: dispute.messages.map((message) => ({
      id: message.id,
      author: message.author,
      author_name:
        message.user_id === null
          ? SUPPORT_NAME
          : (findUserById(state, message.user_id)?.full_name ?? ''),
      body: message.body,
      created_at: message.created_at,
    })),
  }
}
