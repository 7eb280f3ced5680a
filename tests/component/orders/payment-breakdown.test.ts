import { describe, expect, it } from 'vitest'
import { paymentBreakdown } from '~/features/orders/payment-breakdown'
import { formatKobo, halfFeeKobo, toKobo } from '~/lib/money'

/** An order as the provider sends it: price as given, fee = 0.2% of the price (both halves). */
function priced(itemPrice: number | string) {
  return { item_price: itemPrice, fee_amount: (2 * halfFeeKobo(toKobo(itemPrice))) / 100 }
}

describe('paymentBreakdown (spec §9)', () => {
  it.each([
    // price, fee, total paid, amount to seller — all kobo
    [5060, 506000, 1012, 507012, 504988],
    [10000, 1000000, 2000, 1002000, 998000],
    [15213, 1521300, 3042, 1524342, 1518258],
    [20000, 2000000, 4000, 2004000, 1996000],
    [49780, 4978000, 9956, 4987956, 4968044],
  ])('quick amount ₦%d', (naira, price, fee, totalPaid, toSeller) => {
    expect(paymentBreakdown(priced(naira))).toEqual({
      priceKobo: price,
      feeKobo: fee,
      totalPaidKobo: totalPaid,
      sellerAmountKobo: toSeller,
    })
  })

  it('Total Paid = price + fee and Amount to Seller = price − fee, exactly, for odd prices', () => {
    expect(paymentBreakdown({ item_price: 0.01, fee_amount: 0 })).toEqual({
      priceKobo: 1,
      feeKobo: 0,
      totalPaidKobo: 1,
      sellerAmountKobo: 1,
    })
    expect(paymentBreakdown({ item_price: 1234.56, fee_amount: 2.46 })).toEqual({
      priceKobo: 123456,
      feeKobo: 246,
      totalPaidKobo: 123702,
      sellerAmountKobo: 123210,
    })
    expect(paymentBreakdown({ item_price: '999999.99', fee_amount: '2000.00' })).toEqual({
      priceKobo: 99999999,
      feeKobo: 200000,
      totalPaidKobo: 100199999,
      sellerAmountKobo: 99799999,
    })
  })

  it('does not drift where floats would (0.1 + 0.2)', () => {
    const breakdown = paymentBreakdown({ item_price: 0.1, fee_amount: 0.2 })
    expect(breakdown.totalPaidKobo).toBe(30)
    expect(formatKobo(breakdown.totalPaidKobo)).toBe('₦0.30')
  })

  it('takes the fee from the order, not from the 0.2% rule', () => {
    expect(paymentBreakdown({ item_price: '100.00', fee_amount: '7.5' }).sellerAmountKobo).toBe(
      9250,
    )
  })
})
