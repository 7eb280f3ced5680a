import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  ESCROW_FEE_PERMILLE,
  escrowFeeKobo,
  formatEscrowFeeRate,
  MoneyAmount,
  moneyToKobo,
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

  it.each([
    [1.005, '1.005', 101],
    [1.015, '1.015', 102],
    [0.285, '0.285', 29],
    [19.995, '19.995', 2000],
    [-1.005, '-1.005', -101],
    [0.1 + 0.2, '0.30000000000000004', 30],
    [1234567.895, '1234567.895', 123456790],
  ])(
    'rounds the number %d exactly like the Decimal string %j: half up on the digits as written',
    (number, text, kobo) => {
      expect(toKobo(number)).toBe(kobo)
      expect(toKobo(text)).toBe(kobo)
      expect(formatNaira(number)).toBe(formatNaira(text))
    },
  )

  it('reads a number through its shortest decimal string, exponents included', () => {
    expect(toKobo(1e-7)).toBe(0)
    expect(toKobo(5e-3)).toBe(1)
    expect(toKobo(1.5e13)).toBe(1_500_000_000_000_000)
    for (const number of [0.07, 2.675, 8.345, 1.255, 123.455, 90071992547409.9]) {
      expect(toKobo(number), String(number)).toBe(toKobo(String(number)))
    }
  })

  it('never gives negative zero', () => {
    for (const input of [-0, '-0', '-0.00', -0.004, '-0.004', '-0.0049']) {
      expect(Object.is(toKobo(input), 0), String(input)).toBe(true)
    }
  })

  it('refuses amounts beyond Number.MAX_SAFE_INTEGER kobo, and non-finite numbers', () => {
    expect(toKobo('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
    expect(toKobo('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER)
    for (const input of [
      '90071992547409.92',
      '90071992547409.915', // rounds up past the limit
      '1000000000000000000000000000000.72',
      1e308,
      -1e308,
      1e21,
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]) {
      expect(toKobo(input), String(input)).toBeNaN()
      expect(moneyToKobo(input), String(input)).toBeNull()
    }
  })
})

describe('MoneyAmount, the response schema of an amount', () => {
  it('accepts numbers and Decimal strings that fit in safe-integer kobo', () => {
    for (const input of [0, 1.005, '1.005', '-12.30', '90071992547409.91', 90071992547409.9]) {
      expect(v.safeParse(MoneyAmount, input).success, String(input)).toBe(true)
    }
  })

  it('fails on unsafe, non-finite or non-numeric amounts (the app then reports an unexpected response)', () => {
    for (const input of [
      1e308,
      Number.POSITIVE_INFINITY,
      Number.NaN,
      '90071992547409.92',
      '1e3',
      '12abc',
      '',
      null,
    ]) {
      expect(v.safeParse(MoneyAmount, input).success, String(input)).toBe(false)
    }
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

  it('never shows -₦0.00: negative zero and negative amounts that round to zero show ₦0.00', () => {
    expect(formatKobo(-0)).toBe('₦0.00')
    expect(formatNaira(-0)).toBe('₦0.00')
    expect(formatNaira('-0.00')).toBe('₦0.00')
    expect(formatNaira(-0.004)).toBe('₦0.00')
    expect(formatNaira('-0.004')).toBe('₦0.00')
    expect(formatNaira('-0.005')).toBe('-₦0.01')
  })

  it('formats the largest safe amount exactly (no float division)', () => {
    expect(formatKobo(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91')
    expect(formatKobo(-Number.MAX_SAFE_INTEGER)).toBe('-₦90,071,992,547,409.91')
    expect(formatKobo(9_007_199_254_740_985)).toBe('₦90,071,992,547,409.85')
    expect(formatNaira('90071992547409.91')).toBe('₦90,071,992,547,409.91')
  })

  it("shows '—' for anything that is not an amount in safe-integer kobo, never ∞ or NaN", () => {
    for (const kobo of [
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      Number.NaN,
      Number.MAX_SAFE_INTEGER + 1,
      1e308,
      12.5,
    ]) {
      expect(formatKobo(kobo), String(kobo)).toBe('—')
    }
    for (const value of [1e308, '1000000000000000000000000000000.72', '12abc']) {
      expect(formatNaira(value), String(value)).toBe('—')
    }
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
