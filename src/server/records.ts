/**
 * What the sandbox keeps (in memory and, when persisted, in `state.json`).
 * Money is always integer kobo; times are ISO 8601 strings in UTC.
 */
import type { OrderRole, OrderStatus } from '../contract/escrow'
import type { TransactionType } from '../contract/wallet'

export const STATE_VERSION = 1

export interface UserRecord {
  id: number
  full_name: string
  email: string
  phone_number: string
  nin: string
  /** `scrypt$<salt hex>$<key hex>` */
  password_hash: string
  created_at: string
}

export interface OrderRecord {
  public_id: string
  item_name: string
  description: string
  price_kobo: number
  fee_kobo: number
  status: OrderStatus
  /** "YYYY-MM-DD" or a full ISO timestamp, as given. */
  expected_delivery_date: string
  created_at: string
  updated_at: string
  initiator_id: number
  initiator_role: OrderRole
  receiver_email: string
  receiver_phone: string
  logistic_service: string | null
  image_ids: string[]
  /** The buyer's money is held in escrow for this order. */
  funded: boolean
}

export type TransactionStatus = 'success' | 'pending' | 'failed'

export interface TransactionRecord {
  id: string
  user_id: number
  transaction_type: TransactionType
  direction: 'credit' | 'debit'
  amount_kobo: number
  description: string
  status: TransactionStatus
  created_at: string
}

/** A card checkout the buyer must complete: on creating a buyer order, or accepting a seller's order. */
export interface PaymentRecord {
  access_code: string
  public_id: string
  kind: 'create' | 'accept'
  payer_id: number
  amount_kobo: number
  status: 'open' | 'completed' | 'cancelled'
  created_at: string
  updated_at: string
}

export interface SessionRecord {
  id: string
  user_id: number
  created_at: string
  revoked: boolean
}

export interface RefreshTokenRecord {
  /** SHA-256 of the opaque token; the token itself is never stored. */
  hash: string
  session_id: string
  user_id: number
  expires_at: string
  used: boolean
  /** When it was spent (rotated); absent for tokens spent by a logout or before this field. */
  used_at?: string
  /**
   * The pair it was exchanged for, kept for the reuse grace (sessions.ts): the successor's hash,
   * and the pair sealed with a key only the spent token yields. Dropped after the grace.
   */
  successor?: { hash: string; sealed: string }
}

export interface ImageRecord {
  id: string
  public_id: string
  name: string
  type: string
  size: number
}

/** The kept answer to a create sent with an Idempotency-Key (idempotency.ts). */
export interface IdempotencyRecord {
  user_id: number
  key: string
  /** SHA-256 of the request's parsed form. */
  fingerprint: string
  status: number
  /** The JSON text of the answer, sent again as it was. */
  body: string
  created_at: string
}

export interface SandboxState {
  version: typeof STATE_VERSION
  next_user_id: number
  /** Bumped by the expire-tokens control: access tokens of older generations are rejected. */
  access_generation: number
  users: UserRecord[]
  orders: OrderRecord[]
  transactions: TransactionRecord[]
  payments: PaymentRecord[]
  sessions: SessionRecord[]
  refresh_tokens: RefreshTokenRecord[]
  images: ImageRecord[]
  idempotency_keys: IdempotencyRecord[]
}

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
  }
}
