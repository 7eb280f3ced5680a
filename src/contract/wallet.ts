import * as v from 'valibot'
import { IsoDateString, MoneyValue } from './common'

export const TRANSACTION_TYPES = [
  'escrow_fee',
  'escrow_payment',
  'dispute_fee',
  'withdrawal',
  'payout',
  'refund',
  'deposit',
  'escrow_release',
] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

export const WalletTransaction = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  /** Known values are TRANSACTION_TYPES; an unknown type is shown as sent. */
  transaction_type: v.string(),
  direction: v.picklist(['credit', 'debit']),
  amount: MoneyValue,
  description: v.nullish(v.string()),
  status: v.string(),
  created_at: IsoDateString,
})
export type WalletTransaction = v.InferOutput<typeof WalletTransaction>

export const WalletTransactions = v.array(WalletTransaction)
