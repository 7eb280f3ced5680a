import * as v from 'valibot'
import { IsoDateOrTime, MoneyValue, type Named } from './common'

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
  created_at: IsoDateOrTime,
})
export type WalletTransaction = v.InferOutput<typeof WalletTransaction>
/** Base spec §3's wallet transaction. */
export const TRANSACTION_NAMED = {
  id: 'value',
  transaction_type: 'value',
  direction: 'value',
  amount: 'money',
  description: 'value',
  status: 'value',
  created_at: 'time',
} as const satisfies Named

export const WalletTransactions = v.array(WalletTransaction)

/** Lifecycle spec §4: fund and withdraw amounts, in kobo (₦100 to ₦10,000,000, two decimals). */
export const MIN_WALLET_AMOUNT_KOBO = 100 * 100
export const MAX_WALLET_AMOUNT_KOBO = 10_000_000 * 100

/** A NUBAN account number: exactly 10 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/

/** POST /wallet/fund: `{amount}` as a number or a decimal string. Answer: the card checkout. */
export const FundWalletResponse = v.object({
  access_code: v.pipe(v.string(), v.minLength(1)),
  reference: v.pipe(v.string(), v.minLength(1)),
})
export type FundWalletResponse = v.InferOutput<typeof FundWalletResponse>
export const FUND_WALLET_NAMED = {
  access_code: 'value',
  reference: 'value',
} as const satisfies Named

/** GET /wallet/banks */
export const Bank = v.object({ code: v.string(), name: v.string() })
export type Bank = v.InferOutput<typeof Bank>
export const Banks = v.array(Bank)
export const BANK_NAMED = { code: 'value', name: 'value' } as const satisfies Named

/** GET /wallet/resolve-account?bank_code&account_number */
export const ResolvedAccount = v.object({ account_name: v.string() })
export type ResolvedAccount = v.InferOutput<typeof ResolvedAccount>
export const RESOLVED_ACCOUNT_NAMED = { account_name: 'value' } as const satisfies Named

/** POST /wallet/withdraw body (the password proves the person, not only the token). */
export interface WithdrawRequest {
  amount: number | string
  bank_code: string
  account_number: string
  password: string
}

/**
 * What the app knows once POST /wallet/withdraw has succeeded. The contract names no answer body
 * (lifecycle spec §4: the call lowers `wallet_balance` at once and adds a pending `withdrawal`
 * debit), so both are read afterwards from the calls that name them (GET /auth/me, GET /trnx):
 * the balance after it and, if listed yet, the pending debit. The sandbox sends both in its
 * answer too (outside strict mode); the app does not read them there.
 */
export interface WithdrawResponse {
  wallet_balance: MoneyValue
  transaction: WalletTransaction | null
}
