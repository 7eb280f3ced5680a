import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  sellerFeeShareKobo,
  sellerPayoutKobo,
} from '~/contract/money'
import type { Order } from '~/contract/escrow'
import { toKobo } from '~/lib/money'

/**
 * The money an order moves, in integer kobo. The fee is the order's own `fee_amount`, split by the
 * contract's one rule (the buyer's half is the odd kobo's owner). Spec §9 adds and subtracts the
 * whole fee; we show what each party really pays (src/contract/README.md, "Deviations from the spec").
 */
export interface PaymentBreakdown {
  priceKobo: number
  feeKobo: number
  /** The buyer's half of the fee: ceil(fee / 2). */
  buyerFeeKobo: number
  /** The seller's half of the fee: the rest. */
  sellerFeeKobo: number
  /** What the buyer pays into escrow: price + the buyer's half. */
  totalPaidKobo: number
  /** What the seller receives on release: price − the seller's half. */
  sellerAmountKobo: number
}

export function paymentBreakdown(
  order: Pick<Order, 'item_price' | 'fee_amount'>,
): PaymentBreakdown {
  const priceKobo = toKobo(order.item_price)
  const feeKobo = toKobo(order.fee_amount)
  return {
    priceKobo,
    feeKobo,
    buyerFeeKobo: buyerFeeShareKobo(feeKobo),
    sellerFeeKobo: sellerFeeShareKobo(feeKobo),
    totalPaidKobo: buyerTotalKobo(priceKobo, feeKobo),
    sellerAmountKobo: sellerPayoutKobo(priceKobo, feeKobo),
  }
}
