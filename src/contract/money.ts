/** Naira amounts in integer kobo (1 naira = 100 kobo) and the one escrow fee rule (spec §9), shared by app and sandbox. */

export const KOBO_PER_NAIRA = 100
/** Highest price accepted for an order: one billion naira. */
export const MAX_PRICE_KOBO = 1_000_000_000 * KOBO_PER_NAIRA

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * Parses a plain decimal naira amount ("15213", "15213.5", "0.30000000000000004") into kobo,
 * rounding half up to the kobo. Anything else (exponents, hex, signs, blanks) gives null.
 */
export function parseNairaToKobo(text: string): number | null {
  const match = PLAIN_DECIMAL.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1])
  const fraction = (match[2] ?? '').padEnd(3, '0')
  const kobo =
    whole * KOBO_PER_NAIRA + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0)
  return Number.isSafeInteger(kobo) ? kobo : null
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA)
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

/** As a numeric string with exactly two decimals, e.g. 25000000 → "250000.00". */
export function koboToDecimalString(kobo: number): string {
  const sign = kobo < 0 ? '-' : ''
  const abs = Math.abs(kobo)
  const naira = Math.floor(abs / KOBO_PER_NAIRA)
  const rest = String(abs % KOBO_PER_NAIRA).padStart(2, '0')
  return `${sign}${naira}.${rest}`
}
