import { MESSAGES } from '~/contract/limits'
import { parseNairaToKobo } from '~/contract/money'
import { MAX_WALLET_AMOUNT_KOBO, MIN_WALLET_AMOUNT_KOBO } from '~/contract/wallet'

/** The base spec's quick amounts (§9), in naira. */
export const QUICK_AMOUNTS = [5060, 10000, 15213, 20000, 49780] as const

export const WALLET_AMOUNT_MESSAGES = {
  /** Empty, or not a plain decimal amount ("abc", "1e5", "-5"). */
  invalid: MESSAGES.amount,
  /** More than two decimals: FastAPI's wording, as the provider answers. */
  decimals: MESSAGES.decimalPlaces,
  /** Lifecycle spec §4: below ₦100 or above ₦10,000,000. */
  range: MESSAGES.walletAmount,
  /** A withdrawal above the balance: the provider's 400 text. */
  balance: MESSAGES.insufficientBalance,
} as const

/** An amount as typed: digits with grouping commas, at most one point, spaces around. */
const TYPED_AMOUNT = /^(\d[\d,]*)?(?:\.(\d*))?$/

/**
 * The amount field's text, re-grouped as the user types ("50000" → "50,000", "1234567.5" →
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

export type AmountCheck = { ok: true; kobo: number } | { ok: false; message: string }

/**
 * A typed amount in kobo, or the message that refuses it: not a number, more than two decimals,
 * outside ₦100 to ₦10,000,000, or (for a withdrawal) above the balance.
 */
export function checkWalletAmount(text: string, balanceKobo?: number): AmountCheck {
  const plain = text.trim().replace(/,/g, '')
  const match = /^\d+(?:\.(\d+))?$/.exec(plain)
  if (!match || !TYPED_AMOUNT.test(text.trim())) {
    return { ok: false, message: WALLET_AMOUNT_MESSAGES.invalid }
  }
  if ((match[1] ?? '').length > 2) return { ok: false, message: WALLET_AMOUNT_MESSAGES.decimals }
  const kobo = parseNairaToKobo(plain)
  if (kobo === null || kobo < MIN_WALLET_AMOUNT_KOBO || kobo > MAX_WALLET_AMOUNT_KOBO) {
    return { ok: false, message: WALLET_AMOUNT_MESSAGES.range }
  }
  if (balanceKobo !== undefined && kobo > balanceKobo) {
    return { ok: false, message: WALLET_AMOUNT_MESSAGES.balance }
  }
  return { ok: true, kobo }
}

/** The field's check for the form kit: the message, or undefined when the amount is fine. */
export function walletAmountRule(balanceKobo?: number) {
  return ({ value }: { value: string }): string | undefined => {
    const checked = checkWalletAmount(value, balanceKobo)
    return checked.ok ? undefined : checked.message
  }
}

/** "50,000" for a quick amount or a whole balance, as the field shows typed amounts. */
export function amountInputOf(kobo: number): string {
  const naira = Math.floor(kobo / 100)
  const rest = kobo % 100
  const whole = groupAmountInput(String(naira))
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`
}
