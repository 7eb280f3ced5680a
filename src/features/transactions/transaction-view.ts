import type { WalletTransaction } from '~/contract/wallet'
import { formatOrderDate } from '~/lib/dates'
import { formatKobo, toKobo } from '~/lib/money'
import type { DirectionFilter } from './search-params'

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

/** U+2212 MINUS SIGN: the typographic minus, read as "minus" by screen readers. */
export const MINUS_SIGN = '\u2212'

/** Spec §2: "+₦15,213.00" for a credit, "−₦5,060.00" for a debit, always two decimals. */
export function formatSignedAmount(transaction: WalletTransaction): string {
  const kobo = Math.abs(toKobo(transaction.amount))
  return `${transaction.direction === 'debit' && kobo !== 0 ? MINUS_SIGN : '+'}${formatKobo(kobo)}`
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

/** What a search looks in, lower-cased: description, id (full and short), shown date, ISO day. */
export function searchText(transaction: WalletTransaction, now: Date): string {
  return [
    transaction.description ?? '',
    transaction.id,
    shortTransactionId(transaction.id),
    formatOrderDate(transaction.created_at, now),
    transaction.created_at.slice(0, 10),
  ]
    .join(' ')
    .toLowerCase()
}

/**
 * The search text of every transaction, in the same order. Built once per list (formatting 50,000
 * dates takes a while) and only when a search is typed, so each keystroke is a plain scan.
 */
export function searchIndex(transactions: readonly WalletTransaction[], now: Date): string[] {
  return transactions.map((transaction) => searchText(transaction, now))
}

/**
 * Filter by direction and by a search over description, id (full or short) and the shown date.
 * `index` is `searchIndex(transactions, now)` when the caller keeps one.
 */
export function filterTransactions(
  transactions: readonly WalletTransaction[],
  direction: DirectionFilter,
  query: string,
  now: Date,
  index?: readonly string[],
): WalletTransaction[] {
  const needle = query.trim().toLowerCase()
  if (direction === 'all' && !needle) return [...transactions]
  return transactions.filter((transaction, position) => {
    if (direction !== 'all' && transaction.direction !== direction) return false
    if (!needle) return true
    return (index?.[position] ?? searchText(transaction, now)).includes(needle)
  })
}
