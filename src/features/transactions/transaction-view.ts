import type { WalletTransaction } from '~/contract/wallet'
import { formatOrderDate } from '~/lib/dates'
import { toKobo } from '~/lib/money'

export const DIRECTION_FILTERS = ['all', 'credit', 'debit'] as const
export type DirectionFilter = (typeof DIRECTION_FILTERS)[number]

/** Spec §2: characters 9 to 18 of the id (zero-based, end excluded, as slice reads it), upper-cased. */
export function shortTransactionId(id: string): string {
  return id.slice(9, 18).toUpperCase()
}

/** "escrow_release" → "Escrow release"; unknown types are shown as sent, made readable. */
export function transactionTypeLabel(type: string): string {
  const words = type.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Signed kobo: credits add to the wallet, debits take from it. */
export function signedKobo(transaction: WalletTransaction): number {
  const kobo = Math.abs(toKobo(transaction.amount))
  return transaction.direction === 'debit' ? -kobo : kobo
}

export interface MonthSummary {
  creditedKobo: number
  debitedKobo: number
  count: number
}

/** The month-to-date cards: transactions of the current month and year. */
export function summarizeMonth(
  transactions: readonly WalletTransaction[],
  now: Date,
): MonthSummary {
  const summary: MonthSummary = { creditedKobo: 0, debitedKobo: 0, count: 0 }
  for (const transaction of transactions) {
    const date = new Date(transaction.created_at)
    if (date.getFullYear() !== now.getFullYear() || date.getMonth() !== now.getMonth()) continue
    summary.count += 1
    const kobo = Math.abs(toKobo(transaction.amount))
    if (transaction.direction === 'credit') summary.creditedKobo += kobo
    else summary.debitedKobo += kobo
  }
  return summary
}

/** Filter by direction and by a search over description, id (full or short) and the shown date. */
export function filterTransactions(
  transactions: readonly WalletTransaction[],
  direction: DirectionFilter,
  query: string,
  now: Date,
): WalletTransaction[] {
  const needle = query.trim().toLowerCase()
  return transactions.filter((transaction) => {
    if (direction !== 'all' && transaction.direction !== direction) return false
    if (!needle) return true
    const haystack = [
      transaction.description ?? '',
      transaction.id,
      shortTransactionId(transaction.id),
      formatOrderDate(transaction.created_at, now),
      transaction.created_at.slice(0, 10),
    ]
      .join(' ')
      .toLowerCase()
    return haystack.includes(needle)
  })
}
