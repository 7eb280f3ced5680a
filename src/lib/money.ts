import type { MoneyValue } from '~/contract/common'
import { koboToDecimalString, moneyToKobo } from '~/contract/money'

/**
 * Integer kobo from a provider amount (a number or a numeric string): a number and its Decimal
 * string round alike, half up on the digits as written (1.005 and "1.005" are both 101 kobo).
 * NaN for text that is not a number, a non-finite number, or more than MAX_SAFE_INTEGER kobo.
 * Never negative zero.
 */
export function toKobo(value: MoneyValue): number {
  return moneyToKobo(value) ?? Number.NaN
}

/** What the app shows for a value that is not an amount it can show exactly. */
export const UNKNOWN_AMOUNT = '—'

/**
 * "₦1,234.56" — en-US grouping, exactly two decimals, "-₦12.30" when negative, built from the
 * kobo digits (no float division, exact up to MAX_SAFE_INTEGER kobo). Zero is always "₦0.00"
 * (never "-₦0.00"). Anything that is not a safe integer (∞, NaN, fractions of a kobo, beyond
 * MAX_SAFE_INTEGER) shows '—' rather than a wrong or meaningless amount.
 */
export function formatKobo(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) return UNKNOWN_AMOUNT
  const [whole = '0', rest = '00'] = koboToDecimalString(Math.abs(kobo)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${kobo < 0 ? '-' : ''}₦${grouped}.${rest}`
}

export function formatNaira(value: MoneyValue): string {
  return formatKobo(toKobo(value))
}
