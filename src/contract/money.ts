/** Naira amounts in integer kobo (1 naira = 100 kobo) and the one escrow fee rule (spec §9), shared by app and sandbox. */
import * as v from 'valibot'

export const KOBO_PER_NAIRA = 100
/** Highest price accepted for an order: one billion naira. */
export const MAX_PRICE_KOBO = 1_000_000_000 * KOBO_PER_NAIRA

/**
 * The one rounding rule for naira amounts: half up (away from zero) on the decimal digits as
 * written, to the kobo, by string arithmetic (never float multiplication). Gives null when the
 * result does not fit in a safe integer, so no amount beyond ±Number.MAX_SAFE_INTEGER kobo
 * (₦90,071,992,547,409.91) is ever represented. `exponent` moves the decimal point (for a number's
 * shortest string, "1e-7"). Never gives negative zero.
 */
function decimalDigitsToKobo(
  negative: boolean,
  whole: string,
  fraction: string,
  exponent: number,
): number | null {
  const allDigits = whole + fraction
  const significant = allDigits.replace(/^0+/, '')
  if (significant === '') return 0
  // Where the kobo end in `significant`: the decimal point, moved two places right.
  const koboEnd = whole.length + exponent + 2 - (allDigits.length - significant.length)
  // A first digit that is not zero with more than 16 digits before it is at least 10^16 kobo.
  if (koboEnd > 16) return null
  const kept = koboEnd > 0 ? significant.slice(0, koboEnd).padEnd(koboEnd, '0') : '0'
  const nextDigit = koboEnd >= 0 ? (significant[koboEnd] ?? '0') : '0'
  // `kept` has at most 16 digits: exact when safe, and at least 2^53 (unsafe) when it is not.
  const kobo = Number(kept) + (nextDigit >= '5' ? 1 : 0)
  if (!Number.isSafeInteger(kobo)) return null
  return negative && kobo !== 0 ? -kobo : kobo
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/
const SIGNED_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/
/** What `String(number)` gives for a finite number: "1.005", "-0.5", "1e+21", "1.5e-7". */
const NUMBER_STRING = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/

/**
 * Parses a plain decimal naira amount ("15213", "15213.5", "0.30000000000000004") into kobo,
 * rounding half up to the kobo. Anything else (exponents, hex, signs, blanks) gives null.
 */
export function parseNairaToKobo(text: string): number | null {
  const match = PLAIN_DECIMAL.exec(text.trim())
  if (!match) return null
  return decimalDigitsToKobo(false, match[1] ?? '', match[2] ?? '', 0)
}

/**
 * Kobo from a provider amount: a JSON number or a Decimal string ("1234.50", "-12.30"). Both round
 * alike, half up on the decimal digits as written: a number is read through its shortest decimal
 * string (`String(1.005)` is "1.005" → 101 kobo, where `Math.round(1.005 * 100)` gives 100). Null
 * for text that is not a plain decimal, a non-finite number, or more than MAX_SAFE_INTEGER kobo.
 */
export function moneyToKobo(value: number | string): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    const match = NUMBER_STRING.exec(String(value))
    if (!match) return null
    const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
    return decimalDigitsToKobo(sign === '-', whole, fraction, Number(exponent))
  }
  const match = SIGNED_DECIMAL.exec(value.trim())
  if (!match) return null
  const [, sign = '', whole = '', fraction = ''] = match
  return decimalDigitsToKobo(sign === '-', whole, fraction, 0)
}

/**
 * A money amount in a response, as the provider sends it: a finite JSON number or a numeric
 * string, that must fit in safe-integer kobo (at most ₦90,071,992,547,409.91 either way).
 * Anything else fails the response's schema, so the app reports an unexpected response instead
 * of showing ₦∞ or a rounded-off amount.
 */
export const MoneyAmount = v.pipe(
  v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'Expected a numeric string')),
  ]),
  v.check((value) => moneyToKobo(value) !== null, 'Expected an amount within safe-integer kobo'),
)
export type MoneyAmount = v.InferOutput<typeof MoneyAmount>

/** Kobo from a naira number, by the same rule as `moneyToKobo` (seed data; throws when unsafe). */
export function nairaToKobo(naira: number): number {
  const kobo = moneyToKobo(naira)
  if (kobo === null) throw new RangeError(`Not an amount in safe-integer kobo: ${String(naira)}`)
  return kobo
}

/** The escrow fee rate in thousandths of the price: 2‰ = 0.2%, shared equally by the parties. */
export const ESCROW_FEE_PERMILLE = 2

const feeRateFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 })

/** The fee rate as people read it, "0.2%", so no text can drift from the rule. */
export function formatEscrowFeeRate(): string {
  return feeRateFormat.format(ESCROW_FEE_PERMILLE / 1000)
}

/** Escrow fee: 0.2% of the price, rounded half up to the kobo. */
export function escrowFeeKobo(priceKobo: number): number {
  return Math.floor((priceKobo * ESCROW_FEE_PERMILLE + 500) / 1000)
}

/** The buyer's half of the fee (half up when the fee is an odd number of kobo). */
export function buyerFeeShareKobo(feeKobo: number): number {
  return Math.ceil(feeKobo / 2)
}

/** The seller's half: whatever of the fee the buyer does not pay. */
export function sellerFeeShareKobo(feeKobo: number): number {
  return feeKobo - buyerFeeShareKobo(feeKobo)
}

/** What the buyer pays into escrow: price plus half the fee. */
export function buyerTotalKobo(priceKobo: number, feeKobo: number): number {
  return priceKobo + buyerFeeShareKobo(feeKobo)
}

/** What the seller receives when the order is released: price less the seller's half of the fee. */
export function sellerPayoutKobo(priceKobo: number, feeKobo: number): number {
  return priceKobo - sellerFeeShareKobo(feeKobo)
}

/** As a JSON number of naira, e.g. 3043 → 30.43. */
export function koboToNumber(kobo: number): number {
  return kobo / KOBO_PER_NAIRA
}

/**
 * As a numeric string with exactly two decimals, e.g. 25000000 → "250000.00", by string arithmetic
 * (no float division, no exponent, no "-0.00"). Throws on a value that is not safe-integer kobo.
 */
export function koboToDecimalString(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) {
    throw new RangeError(`Not an amount in safe-integer kobo: ${String(kobo)}`)
  }
  const digits = String(Math.abs(kobo)).padStart(3, '0')
  const sign = kobo < 0 ? '-' : ''
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
}
