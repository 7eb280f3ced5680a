/**
 * CSV export of wallet transactions (loaded with `import()` only when the user exports).
 *
 * - RFC 4180: comma-separated, CRLF line ends, a field with a comma, quote, CR or LF is quoted and
 *   its quotes doubled. A UTF-8 byte-order mark first, so Excel reads "₦" and accents as UTF-8.
 * - Dates in ISO 8601 (UTC, `2026-03-04T09:15:00.000Z`); amounts as plain numbers with two
 *   decimals and a sign (`+15213.00`, `-5060.00`, no currency symbol or grouping).
 * - Spreadsheet formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`,
 *   `@`, tab, CR or LF, or with any of `=`, `+`, `-`, `@` (or their full-width forms `＝` `＋` `－`
 *   `＠`, which some spreadsheets read as the ASCII ones) after leading whitespace, is prefixed
 *   with `'` so a spreadsheet shows it as text instead of running it, and that cell is always
 *   quoted (so a reader that trims unquoted fields keeps it whole). The amount column
 *   is exempt: it is built here from integer kobo, never from text the server or another user
 *   sent, so it is always a number (a `'` would turn every amount into text and break sums).
 *   Dates are exempt for the same reason when they parse; an unparseable one is text and is
 *   neutralised.
 */
import type { WalletTransaction } from '~/contract/wallet'
import { koboToDecimalString } from '~/contract/money'
import { toKobo } from '~/lib/money'

export const CSV_HEADER = [
  'date',
  'amount_ngn',
  'type',
  'direction',
  'status',
  'description',
  'id',
] as const

const BOM = '\uFEFF'
/**
 * A formula character (ASCII or full-width) after any leading whitespace (`\s`: spaces, tabs, line
 * breaks, no-break and ideographic spaces), or a tab, CR or LF first.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/
const NEEDS_QUOTES = /[",\r\n]/

/** A text cell made inert for spreadsheets: a leading formula character gets a `'` before it. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** One CSV field: quoted (quotes doubled) when it holds a comma, quote or line break. */
export function escapeCsvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * "+15213.00" / "-5060.00" from a transaction: integer kobo to a plain decimal by string arithmetic,
 * so no float drift and no exponent (at most 90071992547409.91). Zero is "+0.00" whatever the
 * direction. Empty when the amount is not safe-integer kobo (the response schema refuses those).
 */
export function csvAmount(transaction: WalletTransaction): string {
  const kobo = Math.abs(toKobo(transaction.amount))
  if (!Number.isSafeInteger(kobo)) return ''
  const sign = transaction.direction === 'debit' && kobo !== 0 ? '-' : '+'
  return `${sign}${koboToDecimalString(kobo)}`
}

/** ISO 8601 in UTC; null when the server's date does not parse. */
function isoDate(value: string): string | null {
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** A text cell: neutralised when it could run as a formula, and then always quoted (OWASP). */
function textCell(value: string): string {
  const safe = neutralizeFormula(value)
  return safe === value ? escapeCsvField(value) : `"${safe.replace(/"/g, '""')}"`
}

/** The whole file: BOM, header row, one row per transaction, CRLF line ends. */
export function transactionsToCsv(transactions: readonly WalletTransaction[]): string {
  const lines = [CSV_HEADER.join(',')]
  for (const transaction of transactions) {
    const date = isoDate(transaction.created_at)
    lines.push(
      [
        date ?? textCell(transaction.created_at),
        csvAmount(transaction),
        textCell(transaction.transaction_type),
        textCell(transaction.direction),
        textCell(transaction.status),
        textCell(transaction.description ?? ''),
        textCell(transaction.id),
      ].join(','),
    )
  }
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/**
 * `transactions-2026-01-03_to_2026-11-20.csv`: the first and last UTC day among the exported rows
 * (the days the file's ISO dates show), whatever order the rows are in.
 */
export function csvFileName(transactions: readonly WalletTransaction[]): string {
  let first: string | null = null
  let last: string | null = null
  for (const transaction of transactions) {
    const day = isoDate(transaction.created_at)?.slice(0, 10)
    if (!day) continue
    if (first === null || day < first) first = day
    if (last === null || day > last) last = day
  }
  return first && last ? `transactions-${first}_to_${last}.csv` : 'transactions.csv'
}
