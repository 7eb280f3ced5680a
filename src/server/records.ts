/**
 * What the sandbox keeps (in memory and, when persisted, in `state.json`), as valibot schemas: the
 * types come from them, and `state.json` is checked against them collection by collection when it
 * is loaded (store.ts). Money is always integer kobo; times are ISO 8601 strings in UTC.
 */
import * as v from 'valibot'
import { EVENT_ACTORS, ORDER_EVENT_TYPES, ORDER_ROLES, ORDER_STATES } from '../contract/escrow'
import { DISPUTE_RESOLUTIONS, DISPUTE_STATUSES, MESSAGE_AUTHORS } from '../contract/disputes'
import { TRANSACTION_TYPES } from '../contract/wallet'

export const STATE_VERSION = 1

const Text = v.string()
const Id = v.pipe(v.number(), v.safeInteger(), v.minValue(1))
const Kobo = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const Time = v.pipe(
  v.string(),
  v.check((value) => Number.isFinite(Date.parse(value)), 'Expected an ISO 8601 time'),
)

export const UserRecord = v.object({
  id: Id,
  full_name: Text,
  email: Text,
  phone_number: Text,
  nin: Text,
  /** `scrypt$<salt hex>$<key hex>` */
  password_hash: Text,
  created_at: Time,
})
export type UserRecord = v.InferOutput<typeof UserRecord>

/** One step of an order's history (lifecycle spec §2), in time order on the order. */
export const OrderEventRecord = v.object({
  type: v.picklist(ORDER_EVENT_TYPES),
  at: Time,
  by: v.picklist(EVENT_ACTORS),
})
export type OrderEventRecord = v.InferOutput<typeof OrderEventRecord>

/** A lifecycle field that an order written before the lifecycle extension does not have. */
const Later = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null)

/** A list added after version 1 was first written: a record or state without it has none. */
const AddedList = <T extends v.GenericSchema>(schema: T) => v.optional(v.array(schema), () => [])

export const OrderRecord = v.object({
  public_id: Text,
  item_name: Text,
  description: Text,
  price_kobo: Kobo,
  fee_kobo: Kobo,
  status: v.picklist(ORDER_STATES),
  /** "YYYY-MM-DD" or a full ISO timestamp, as given. */
  expected_delivery_date: Time,
  created_at: Time,
  updated_at: Time,
  initiator_id: Id,
  initiator_role: v.picklist(ORDER_ROLES),
  receiver_email: Text,
  receiver_phone: Text,
  logistic_service: v.nullable(Text),
  image_ids: v.array(Text),
  /** The buyer's money is held in escrow for this order. */
  funded: v.boolean(),
  // The lifecycle extension (lifecycle spec §2); absent in orders stored before it.
  /** When the receiver accepted (a receiving buyer's money is due from then on). */
  accepted_at: Later(Time),
  delivered_at: Later(Time),
  inspection_ends_at: Later(Time),
  released_at: Later(Time),
  refunded_at: Later(Time),
  delivery_note: Later(Text),
  tracking_number: Later(Text),
  dispute_id: Later(Text),
  events: AddedList(OrderEventRecord),
})
export type OrderRecord = v.InferOutput<typeof OrderRecord>

export const TransactionStatus = v.picklist(['success', 'pending', 'failed'])
export type TransactionStatus = v.InferOutput<typeof TransactionStatus>

export const TransactionRecord = v.object({
  id: Text,
  user_id: Id,
  transaction_type: v.picklist(TRANSACTION_TYPES),
  direction: v.picklist(['credit', 'debit']),
  amount_kobo: Kobo,
  description: Text,
  status: TransactionStatus,
  created_at: Time,
})
export type TransactionRecord = v.InferOutput<typeof TransactionRecord>

/** A card checkout the buyer must complete: on creating a buyer order, or accepting a seller's order. */
export const PaymentRecord = v.object({
  access_code: Text,
  public_id: Text,
  /** `fund`: a wallet funding (lifecycle spec §4); `public_id` is then its reference. */
  kind: v.picklist(['create', 'accept', 'fund']),
  payer_id: Id,
  amount_kobo: Kobo,
  status: v.picklist(['open', 'completed', 'cancelled']),
  created_at: Time,
  updated_at: Time,
})
export type PaymentRecord = v.InferOutput<typeof PaymentRecord>

export const SessionRecord = v.object({
  id: Text,
  user_id: Id,
  created_at: Time,
  revoked: v.boolean(),
})
export type SessionRecord = v.InferOutput<typeof SessionRecord>

export const RefreshTokenRecord = v.object({
  /** SHA-256 of the opaque token; the token itself is never stored. */
  hash: Text,
  session_id: Text,
  user_id: Id,
  expires_at: Time,
  used: v.boolean(),
  /** When it was spent (rotated); absent for tokens spent by a logout or before this field. */
  used_at: v.optional(Time),
  /**
   * The pair it was exchanged for, kept for the reuse grace (sessions.ts): the successor's hash,
   * and the pair sealed with a key only the spent token yields. Dropped after the grace.
   */
  successor: v.optional(v.object({ hash: Text, sealed: Text })),
})
export type RefreshTokenRecord = v.InferOutput<typeof RefreshTokenRecord>

export const ImageRecord = v.object({
  id: Text,
  public_id: Text,
  name: Text,
  type: Text,
  size: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})
export type ImageRecord = v.InferOutput<typeof ImageRecord>

/** The kept answer to a create sent with an Idempotency-Key (idempotency.ts). */
export const IdempotencyRecord = v.object({
  user_id: Id,
  key: Text,
  /** SHA-256 of the request's parsed form. */
  fingerprint: Text,
  status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
  /** The JSON text of the answer, sent again as it was. */
  body: Text,
  created_at: Time,
})
export type IdempotencyRecord = v.InferOutput<typeof IdempotencyRecord>

/** One message of a dispute's thread (lifecycle spec §3). */
export const DisputeMessageRecord = v.object({
  id: Text,
  author: v.picklist(MESSAGE_AUTHORS),
  /** Who wrote it (a party's user id); null for support. */
  user_id: v.nullable(Id),
  body: Text,
  created_at: Time,
})
export type DisputeMessageRecord = v.InferOutput<typeof DisputeMessageRecord>

export const DisputeRecord = v.object({
  id: Text,
  public_id: Text,
  reason: Text,
  status: v.picklist(DISPUTE_STATUSES),
  resolution: v.nullable(v.picklist(DISPUTE_RESOLUTIONS)),
  raised_by: v.picklist(ORDER_ROLES),
  raised_by_id: Id,
  created_at: Time,
  updated_at: Time,
  image_ids: v.array(Text),
  messages: v.array(DisputeMessageRecord),
})
export type DisputeRecord = v.InferOutput<typeof DisputeRecord>

/** A withdrawal waiting for its transfer to settle (wallet.ts). */
export const WithdrawalRecord = v.object({
  transaction_id: Text,
  user_id: Id,
  bank_code: Text,
  account_number: Text,
  account_name: Text,
  settles_at: Time,
})
export type WithdrawalRecord = v.InferOutput<typeof WithdrawalRecord>

/** A notification for one user (lifecycle spec §5); `link` is an app path. */
export const NotificationRecord = v.object({
  id: Text,
  user_id: Id,
  title: Text,
  desc: Text,
  read: v.boolean(),
  time: Time,
  link: Text,
  /**
   * How many dispute messages an unread "new message" notification stands for (a burst is folded
   * into one per thread, notifications.ts); absent for every other notification.
   */
  folded: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
})
export type NotificationRecord = v.InferOutput<typeof NotificationRecord>

/** An e-mail the sandbox would send (lifecycle spec §7); links are app paths, served absolute. */
export const MailRecord = v.object({
  id: Text,
  to: Text,
  subject: Text,
  text: Text,
  links: v.array(Text),
  sent_at: Time,
})
export type MailRecord = v.InferOutput<typeof MailRecord>

/** A password reset link (lifecycle spec §6): only the SHA-256 of its token is kept. */
export const ResetTokenRecord = v.object({
  hash: Text,
  user_id: Id,
  expires_at: Time,
  used: v.boolean(),
})
export type ResetTokenRecord = v.InferOutput<typeof ResetTokenRecord>

/** Every part of the state, each checked on its own when loading (so an error can name it). */
export const STATE_PARTS = {
  version: v.literal(STATE_VERSION),
  next_user_id: Id,
  /** Bumped by the expire-tokens control: access tokens of older generations are rejected. */
  access_generation: Id,
  users: v.array(UserRecord),
  orders: v.array(OrderRecord),
  transactions: v.array(TransactionRecord),
  payments: v.array(PaymentRecord),
  sessions: v.array(SessionRecord),
  refresh_tokens: v.array(RefreshTokenRecord),
  images: v.array(ImageRecord),
  /** Added after version 1 was first written: a state without it has none. */
  idempotency_keys: AddedList(IdempotencyRecord),
  /**
   * How far the sandbox clock runs ahead of the real one (the clock control), kept so a restarted
   * sandbox never goes back in time. Added after version 1: a state without it is on time.
   */
  clock_offset_ms: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0),
  /** Lifecycle spec §3; absent in states written before disputes were on the server. */
  disputes: AddedList(DisputeRecord),
  /** Lifecycle spec §4: withdrawals not settled yet. */
  withdrawals: AddedList(WithdrawalRecord),
  /** Lifecycle spec §5–§7: notifications, the mail outbox and reset links. */
  notifications: AddedList(NotificationRecord),
  mail: AddedList(MailRecord),
  reset_tokens: AddedList(ResetTokenRecord),
}

export const SandboxState = v.object(STATE_PARTS)
export type SandboxState = v.InferOutput<typeof SandboxState>

export function emptyState(): SandboxState {
  return {
    version: STATE_VERSION,
    next_user_id: 1,
    access_generation: 1,
    users: [],
    orders: [],
    transactions: [],
    payments: [],
    sessions: [],
    refresh_tokens: [],
    images: [],
    idempotency_keys: [],
    clock_offset_ms: 0,
    disputes: [],
    withdrawals: [],
    notifications: [],
    mail: [],
    reset_tokens: [],
  }
}
