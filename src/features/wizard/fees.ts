import type { OrderRole } from '~/contract/escrow'
import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  escrowFeeKobo,
  sellerFeeShareKobo,
} from '~/contract/money'

export interface FeeFigures {
  priceKobo: number
  feeKobo: number
  /** The initiator's half of the fee. */
  yourShareKobo: number
  /** Seller: what they receive (price − their half); buyer: what they pay (price + their half). */
  bottomLineKobo: number
  bottomLineLabel: "You'll receive" | 'Total payment'
}

/** The one fee rule (src/contract/money.ts), seen from the initiator's side. */
export function feeFigures(priceKobo: number, role: OrderRole): FeeFigures {
  const feeKobo = escrowFeeKobo(priceKobo)
  if (role === 'seller') {
    const yourShareKobo = sellerFeeShareKobo(feeKobo)
    return {
      priceKobo,
      feeKobo,
      yourShareKobo,
      bottomLineKobo: priceKobo - yourShareKobo,
      bottomLineLabel: "You'll receive",
    }
  }
  return {
    priceKobo,
    feeKobo,
    yourShareKobo: buyerFeeShareKobo(feeKobo),
    bottomLineKobo: buyerTotalKobo(priceKobo, feeKobo),
    bottomLineLabel: 'Total payment',
  }
}
