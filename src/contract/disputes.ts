/**
 * Disputes on the server (lifecycle spec §3): the dispute with its messages, the list, and the
 * bodies of the calls. The sandbox answers with these and the app parses with them.
 */
import * as v from 'valibot'
import { IsoDateTime, type Named } from './common'
import { MAX_LENGTH, MESSAGES, maxCharacters } from './limits'

export const DISPUTE_STATUSES = ['open', 'resolved'] as const
export const DisputeStatus = v.picklist(DISPUTE_STATUSES)
export type DisputeStatus = v.InferOutput<typeof DisputeStatus>

/** How support resolved it: the seller is paid (`release`) or the buyer gets the price back. */
export const DISPUTE_RESOLUTIONS = ['release', 'refund'] as const
export const DisputeResolution = v.picklist(DISPUTE_RESOLUTIONS)
export type DisputeResolution = v.InferOutput<typeof DisputeResolution>

export const MESSAGE_AUTHORS = ['buyer', 'seller', 'support'] as const
export const MessageAuthor = v.picklist(MESSAGE_AUTHORS)
export type MessageAuthor = v.InferOutput<typeof MessageAuthor>

export const DisputeMessage = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  author: MessageAuthor,
  author_name: v.string(),
  body: v.string(),
  created_at: IsoDateTime,
})
export type DisputeMessage = v.InferOutput<typeof DisputeMessage>

export const Dispute = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  escrow_id: v.pipe(v.string(), v.minLength(1)),
  reason: v.string(),
  status: DisputeStatus,
  resolution: v.nullable(DisputeResolution),
  raised_by: v.picklist(['buyer', 'seller']),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  /** URLs of the images (served with the caller's rights, like an order's images). */
  images: v.array(v.string()),
  /** In time order. */
  messages: v.array(DisputeMessage),
})
export type Dispute = v.InferOutput<typeof Dispute>

/** GET /disputes: the caller's disputes (as a party), newest first. */
export const Disputes = v.array(Dispute)

/** Lifecycle spec §3's dispute with its messages. */
export const DISPUTE_NAMED = {
  id: 'value',
  escrow_id: 'value',
  reason: 'value',
  status: 'value',
  resolution: 'value',
  raised_by: 'value',
  created_at: 'time',
  updated_at: 'time',
  images: ['value'],
  messages: [
    { id: 'value', author: 'value', author_name: 'value', body: 'value', created_at: 'time' },
  ],
} as const satisfies Named

/**
 * POST /disputes/{id}/messages is limited per user and dispute (a person never writes this fast):
 * beyond MAX_MESSAGES_PER_MINUTE in a minute the provider answers 429 with this `{detail}` (and a
 * Retry-After header in seconds). The sandbox's proposal; the lifecycle spec names no limit.
 */
export const MAX_MESSAGES_PER_MINUTE = 20
export const TOO_MANY_MESSAGES_DETAIL =
  'You are sending messages too quickly. Wait a minute, then send it again.'

/** A required text field: trimmed, then at least one character (else `required`) and at most `max`. */
function requiredText(required: string, max: number) {
  return v.pipe(v.string(), v.trim(), v.minLength(1, required), maxCharacters(max))
}

/** The text fields of POST /disputes, with the base spec's messages. */
export const CreateDisputeFields = v.object({
  escrow_id: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.escrowRequired)),
  reason: requiredText(MESSAGES.reasonRequired, MAX_LENGTH.disputeReason),
})
export type CreateDisputeFields = v.InferInput<typeof CreateDisputeFields>

/** POST /disputes/{id}/messages: the reply, 1–2000 characters once trimmed. */
export const DisputeMessageRequest = v.object({
  body: requiredText(MESSAGES.messageRequired, MAX_LENGTH.disputeMessage),
})
export type DisputeMessageRequest = v.InferInput<typeof DisputeMessageRequest>
