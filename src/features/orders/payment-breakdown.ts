import type { Order } from '~/contract/escrow'
import { toKobo } from '~/lib/money'

export interface PaymentBreakdown {
  priceKobo: number
  feeKobo: number
  /** Spec §9: Total Paid = item_price + fee_amount. */
  totalPaidKobo: number
  /** Spec §9: Amount to Seller = item_price − fee_amount. */
  sellerAmountKobo: number
}

/** The order detail's payment breakdown, in integer kobo (no float drift). */
export function paymentBreakdown(
  order: Pick<Order, 'item_price' | 'fee_amount'>,
): PaymentBreakdown {
  const priceKobo = toKobo(order.item_price)
  const feeKobo = toKobo(order.fee_amount)
  return {
    priceKobo,
    feeKobo,
    totalPaidKobo: priceKobo + feeKobo,
    sellerAmountKobo: priceKobo - feeKobo,
  }
}
