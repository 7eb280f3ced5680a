import { describe, expect, it } from 'vitest'
import { formatKobo, formatNaira, halfFeeKobo, toKobo } from '~/lib/money'

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

describe('halfFeeKobo', () => {
  it('is 0.1% of the price, rounded half up to the kobo', () => {
    expect(halfFeeKobo(toKobo(5060))).toBe(506)
    expect(halfFeeKobo(toKobo(15213))).toBe(1521)
    expect(halfFeeKobo(toKobo(49780))).toBe(4978)
    expect(halfFeeKobo(toKobo(1.5))).toBe(0)
    expect(halfFeeKobo(toKobo(5))).toBe(1)
  })
})
