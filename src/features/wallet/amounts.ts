import { MAX_WALLET_AMOUNT_KOBO, MIN_WALLET_AMOUNT_KOBO } from '~/contract/wallet'
import { rangeText, type AmountLimits } from '~/lib/amount-input'

/** Lifecycle spec §4: funding and withdrawing take ₦100 to ₦10,000,000 (a withdrawal, the balance at most). */
export function walletLimits(balanceKobo?: number): AmountLimits {
  return { minKobo: MIN_WALLET_AMOUNT_KOBO, maxKobo: MAX_WALLET_AMOUNT_KOBO, balanceKobo }
}

/** "In naira (₦), from ₦100 to ₦10,000,000." */
export const WALLET_RANGE_HINT = `In naira (₦), ${rangeText(walletLimits())}.`
