import { MESSAGES, QUICK_AMOUNTS_NAIRA } from '~/contract/limits'
import { KOBO_PER_NAIRA, parseNairaToKobo } from '~/contract/money'
import { formatKobo } from './money'

/**
 * Every amount a person types (an order's price, funding and withdrawing; the proposals to come):
 * naira, grouped as typed ("25,000"), with the limits stated in the hint before they are hit and
 * refused in plain words. One set of rules for every money field (MoneyField).
 */
export interface AmountLimits {
  minKobo: number
  maxKobo: number
  /** A withdrawal's ceiling: the balance. */
  balanceKobo?: number | undefined
}

/** An amount as typed: digits with grouping commas, at most one point, spaces around. */
const TYPED_AMOUNT = /^(\d[\d,]*)?(?:\.(\d*))?$/

/**
 * The field's text, re-grouped as the user types ("50000" → "50,000", "1234567.5" →
 * "1,234,567.5"). Anything that is not an amount is left exactly as typed, so its message can say
 * why it is refused.
 */
export function groupAmountInput(text: string): string {
  const trimmed = text.trim()
  const match = TYPED_AMOUNT.exec(trimmed)
  if (!match || trimmed === '') return text
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return trimmed.includes('.') ? `${grouped}.${match[2] ?? ''}` : grouped
}

/** "50,000" or "25,000.05": a quick amount, a whole balance or a saved price, as the field shows it. */
export function amountInputOf(kobo: number): string {
  const naira = Math.floor(kobo / KOBO_PER_NAIRA)
  const rest = kobo % KOBO_PER_NAIRA
  const whole = groupAmountInput(String(naira))
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`
}

/** "₦100" or "₦0.01": a limit as the hint and the messages state it. */
export function limitText(kobo: number): string {
  const whole = amountInputOf(kobo)
  return `₦${whole}`
}

/** "from ₦100 to ₦10,000,000": the range a field takes, for its hint and its message. */
export function rangeText({ minKobo, maxKobo }: AmountLimits): string {
  return `from ${limitText(minKobo)} to ${limitText(maxKobo)}`
}

export type AmountCheck = { ok: true; kobo: number } | { ok: false; message: string }

/** A typed amount in kobo, or the plain-words message that refuses it. */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const plain = text.trim().replace(/,/g, '')
  const match = /^\d+(?:\.(\d+))?$/.exec(plain)
  if (!match || !TYPED_AMOUNT.test(text.trim())) return { ok: false, message: MESSAGES.amount }
  if ((match[1] ?? '').length > 2) return { ok: false, message: MESSAGES.amountDecimals }
  const kobo = parseNairaToKobo(plain)
  // Spec §5: an amount must be a number greater than 0.
  if (kobo === 0) return { ok: false, message: MESSAGES.amount }
  if (kobo === null || kobo < limits.minKobo || kobo > limits.maxKobo) {
    return { ok: false, message: `Enter an amount ${rangeText(limits)}` }
  }
  if (limits.balanceKobo !== undefined && kobo > limits.balanceKobo) {
    return { ok: false, message: MESSAGES.insufficientBalance }
  }
  return { ok: true, kobo }
}

/** The kobo of a typed amount within `limits`, else null. */
export function amountKoboOf(text: string, limits: AmountLimits): number | null {
  const checked = checkAmount(text, limits)
  return checked.ok ? checked.kobo : null
}

/** The field's check for the form kit: the message, or undefined when the amount is fine. */
export function amountRule(limits: AmountLimits) {
  return ({ value }: { value: string }): string | undefined => {
    const checked = checkAmount(value, limits)
    return checked.ok ? undefined : checked.message
  }
}

/** The spec's quick amounts as an amount field's buttons ('₦5,060.00' …). */
export const QUICK_FILLS = QUICK_AMOUNTS_NAIRA.map((naira) => ({
  label: formatKobo(naira * KOBO_PER_NAIRA),
  kobo: naira * KOBO_PER_NAIRA,
}))
