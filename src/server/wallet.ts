/** Wallet transactions: every money movement writes one; the wallet balance is their sum. */
import type { TransactionType, WalletTransaction } from '../contract/wallet'
import { koboToNumber } from '../contract/money'
import type { SandboxState, TransactionRecord, TransactionStatus } from './records'
import type { IdSource } from './random'

export const TRANSACTION_DIRECTION: Record<TransactionType, 'credit' | 'debit'> = {
  deposit: 'credit',
  refund: 'credit',
  escrow_release: 'credit',
  payout: 'credit',
  withdrawal: 'debit',
  escrow_payment: 'debit',
  escrow_fee: 'debit',
  dispute_fee: 'debit',
}

export interface NewTransaction {
  userId: number
  type: TransactionType
  amountKobo: number
  description: string
  at: string
  status?: TransactionStatus
}

export function recordTransaction(
  state: SandboxState,
  ids: IdSource,
  entry: NewTransaction,
): TransactionRecord {
  const record: TransactionRecord = {
    id: ids.uuid(),
    user_id: entry.userId,
    transaction_type: entry.type,
    direction: TRANSACTION_DIRECTION[entry.type],
    amount_kobo: entry.amountKobo,
    description: entry.description,
    status: entry.status ?? 'success',
    created_at: entry.at,
  }
  state.transactions.push(record)
  return record
}

/** Only successful transactions move the balance. */
export function signedAmountKobo(record: TransactionRecord): number {
  if (record.status !== 'success') return 0
  return record.direction === 'credit' ? record.amount_kobo : -record.amount_kobo
}

/**
 * Successful transactions, less what pending withdrawals hold (lifecycle spec §4: the balance falls
 * at once; their debit turns `success` when the transfer settles, wallet-transfers.ts).
 */
export function walletBalanceKobo(state: SandboxState, userId: number): number {
  let balance = 0
  for (const record of state.transactions)
    if (record.user_id === userId) balance += signedAmountKobo(record)
  for (const withdrawal of state.withdrawals) {
    if (withdrawal.user_id !== userId) continue
    const record = state.transactions.find((tx) => tx.id === withdrawal.transaction_id)
    if (record?.status === 'pending') balance -= record.amount_kobo
  }
  return balance
}

/** Newest first; among equal times, the one recorded last comes first. */
export function transactionsOf(state: SandboxState, userId: number): TransactionRecord[] {
  return newestFirst(state.transactions.filter((record) => record.user_id === userId))
}

export function newestFirst<T extends { created_at: string }>(records: T[]): T[] {
  return records
    .map((record, index) => ({ record, index, time: Date.parse(record.created_at) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map(({ record }) => record)
}

export function transactionView(record: TransactionRecord): WalletTransaction {
  return {
    id: record.id,
    transaction_type: record.transaction_type,
    direction: record.direction,
    amount: koboToNumber(record.amount_kobo),
    description: record.description,
    status: record.status,
    created_at: record.created_at,
  }
}
