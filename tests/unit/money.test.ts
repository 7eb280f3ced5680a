import { describe, expect, it } from 'vitest'
import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  ESCROW_FEE_PERMILLE,
  escrowFeeKobo,
  formatEscrowFeeRate,
  parseNairaToKobo,
  sellerFeeShareKobo,
  sellerPayoutKobo,
} from '~/contract/money'
import * as appMoney from '~/lib/money'
import { formatKobo, formatNaira, toKobo } from '~/lib/money'

describe('toKobo', () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.1, 10],
    [0.29, 29],
    [1234.56, 123456],
    [15213, 1521300],
    ['250000.00', 25000000],
    ['0.29', 29],
    ['1234.5', 123450],
    ['19.995', 2000],
    ['-12.30', -1230],
    ['7', 700],
  ])('%j → %i kobo', (input, expected) => {
    expect(toKobo(input)).toBe(expected)
  })

  it('gives NaN for a string that is not a number', () => {
    expect(toKobo('12abc')).toBeNaN()
  })
})

describe('formatKobo', () => {
  it('formats with the naira sign, en-US grouping and exactly two decimals', () => {
    expect(formatKobo(0)).toBe('₦0.00')
    expect(formatKobo(1)).toBe('₦0.01')
    expect(formatKobo(123456789)).toBe('₦1,234,567.89')
    expect(formatKobo(-1230)).toBe('-₦12.30')
    expect(formatNaira('30000')).toBe('₦30,000.00')
  })
})

describe('the one fee rule (src/contract/money.ts), as the app uses it', () => {
  it.each([
    // naira typed, fee, buyer's half, seller's half: all formatted as the app shows them
    ['15213', '₦30.43', '₦15.22', '₦15.21'],
    ['10000', '₦20.00', '₦10.00', '₦10.00'],
    ['5060', '₦10.12', '₦5.06', '₦5.06'],
    ['20000', '₦40.00', '₦20.00', '₦20.00'],
    ['49780', '₦99.56', '₦49.78', '₦49.78'],
    ['12.34', '₦0.02', '₦0.01', '₦0.01'],
    ['2.5', '₦0.01', '₦0.01', '₦0.00'],
    ['1', '₦0.00', '₦0.00', '₦0.00'],
    ['0.5', '₦0.00', '₦0.00', '₦0.00'],
  ])('₦%s: fee %s = buyer %s + seller %s', (naira, fee, buyerHalf, sellerHalf) => {
    const priceKobo = parseNairaToKobo(naira)!
    const feeKobo = escrowFeeKobo(priceKobo)
    expect(formatKobo(feeKobo)).toBe(fee)
    expect(formatKobo(buyerFeeShareKobo(feeKobo))).toBe(buyerHalf)
    expect(formatKobo(sellerFeeShareKobo(feeKobo))).toBe(sellerHalf)
    expect(buyerFeeShareKobo(feeKobo) + sellerFeeShareKobo(feeKobo)).toBe(feeKobo)
    expect(buyerTotalKobo(priceKobo, feeKobo)).toBe(priceKobo + buyerFeeShareKobo(feeKobo))
    expect(sellerPayoutKobo(priceKobo, feeKobo)).toBe(priceKobo - sellerFeeShareKobo(feeKobo))
  })

  it('moves ₦10,010 in from the buyer and ₦9,990 out to the seller on a ₦10,000 order', () => {
    const priceKobo = parseNairaToKobo('10000')!
    const feeKobo = escrowFeeKobo(priceKobo)
    expect(formatKobo(buyerTotalKobo(priceKobo, feeKobo))).toBe('₦10,010.00')
    expect(formatKobo(sellerPayoutKobo(priceKobo, feeKobo))).toBe('₦9,990.00')
  })

  it('states its rate from the same constant the fee is computed with', () => {
    expect(ESCROW_FEE_PERMILLE).toBe(2)
    expect(formatEscrowFeeRate()).toBe('0.2%')
    expect(escrowFeeKobo(1_000_000)).toBe((1_000_000 * ESCROW_FEE_PERMILLE) / 1000)
  })

  it("is the only fee rule: the app's money module has none of its own", () => {
    expect(Object.keys(appMoney).filter((name) => /fee/i.test(name))).toEqual([])
  })
})
