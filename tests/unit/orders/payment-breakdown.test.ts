import { describe, expect, it } from 'vitest'
import { escrowFeeKobo, koboToNumber, parseNairaToKobo } from '~/contract/money'
import { paymentBreakdown } from '~/features/orders/payment-breakdown'
import { formatKobo } from '~/lib/money'

/** An order as the sandbox sends it: price as given, fee_amount = the contract's 0.2% as a number. */
function priced(naira: string) {
  return { item_price: naira, fee_amount: koboToNumber(escrowFeeKobo(parseNairaToKobo(naira)!)) }
}

describe('paymentBreakdown: the money the order moves', () => {
  it.each([
    // price, fee, buyer's half, seller's half, total paid, amount to seller: all kobo
    ['5060', 506000, 1012, 506, 506, 506506, 505494],
    ['10000', 1000000, 2000, 1000, 1000, 1001000, 999000],
    ['15213', 1521300, 3043, 1522, 1521, 1522822, 1519779],
    ['20000', 2000000, 4000, 2000, 2000, 2002000, 1998000],
    ['49780', 4978000, 9956, 4978, 4978, 4982978, 4973022],
  ])('quick amount ₦%s', (naira, price, fee, buyerFee, sellerFee, totalPaid, toSeller) => {
    expect(paymentBreakdown(priced(naira))).toEqual({
      priceKobo: price,
      feeKobo: fee,
      buyerFeeKobo: buyerFee,
      sellerFeeKobo: sellerFee,
      totalPaidKobo: totalPaid,
      sellerAmountKobo: toSeller,
    })
  })

  it('a ₦10,000 order: the buyer pays ₦10,010.00 and the seller receives ₦9,990.00', () => {
    const breakdown = paymentBreakdown({ item_price: '10000.00', fee_amount: 20 })
    expect(formatKobo(breakdown.totalPaidKobo)).toBe('₦10,010.00')
    expect(formatKobo(breakdown.sellerAmountKobo)).toBe('₦9,990.00')
  })

  it('gives the odd kobo of the fee to the buyer, and the halves add up to the fee', () => {
    expect(paymentBreakdown({ item_price: '15213.00', fee_amount: 30.43 })).toMatchObject({
      buyerFeeKobo: 1522,
      sellerFeeKobo: 1521,
      totalPaidKobo: 1522822,
      sellerAmountKobo: 1519779,
    })
    expect(paymentBreakdown({ item_price: 2.5, fee_amount: 0.01 })).toMatchObject({
      buyerFeeKobo: 1,
      sellerFeeKobo: 0,
      totalPaidKobo: 251,
      sellerAmountKobo: 250,
    })
    expect(paymentBreakdown({ item_price: 0.01, fee_amount: 0 })).toMatchObject({
      totalPaidKobo: 1,
      sellerAmountKobo: 1,
    })
  })

  it('does not drift where floats would (0.1 + 0.2)', () => {
    const breakdown = paymentBreakdown({ item_price: 0.1, fee_amount: 0.4 })
    expect(breakdown.totalPaidKobo).toBe(30)
    expect(formatKobo(breakdown.totalPaidKobo)).toBe('₦0.30')
  })

  it('splits the fee the order carries, not one recomputed from the price', () => {
    expect(paymentBreakdown({ item_price: '100.00', fee_amount: '7.5' })).toMatchObject({
      buyerFeeKobo: 375,
      sellerFeeKobo: 375,
      totalPaidKobo: 10375,
      sellerAmountKobo: 9625,
    })
  })
})
