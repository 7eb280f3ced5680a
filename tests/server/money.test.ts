import { describe, expect, it } from 'vitest'
import { maskEmail, maskPhone } from '../../src/server/masking'
import {
  buyerFeeShareKobo,
  escrowFeeKobo,
  koboToDecimalString,
  koboToNumber,
  parseNairaToKobo,
  sellerFeeShareKobo,
} from '../../src/contract/money'

describe('money in kobo', () => {
  it('parses plain decimals, rounding half up to the kobo', () => {
    expect(parseNairaToKobo('15213')).toBe(1_521_300)
    expect(parseNairaToKobo(' 15213.5 ')).toBe(1_521_350)
    expect(parseNairaToKobo('0.125')).toBe(13)
    expect(parseNairaToKobo('0.124')).toBe(12)
    expect(parseNairaToKobo('0.30000000000000004')).toBe(30)
    for (const bad of ['', '-1', '1e3', '0x10', '1,000', 'abc', '.5'])
      expect(parseNairaToKobo(bad), bad).toBeNull()
  })

  it('charges 0.2% of the price, rounded half up, split with the odd kobo on the buyer', () => {
    expect(escrowFeeKobo(1_521_300)).toBe(3_043) // 30.426 → 30.43
    expect(escrowFeeKobo(250)).toBe(1) // 0.5 kobo → 1
    expect(escrowFeeKobo(249)).toBe(0)
    expect(escrowFeeKobo(1_000_000)).toBe(2_000)
    expect(buyerFeeShareKobo(3_043)).toBe(1_522)
    expect(sellerFeeShareKobo(3_043)).toBe(1_521)
    expect(buyerFeeShareKobo(2_000) + sellerFeeShareKobo(2_000)).toBe(2_000)
  })

  it('formats kobo as a 2-decimal string and as a number', () => {
    expect(koboToDecimalString(25_000_000)).toBe('250000.00')
    expect(koboToDecimalString(5)).toBe('0.05')
    expect(koboToDecimalString(-1_050)).toBe('-10.50')
    expect(koboToNumber(3_043)).toBe(30.43)
  })
})

describe('masking', () => {
  it('hides most of an e-mail and a phone number', () => {
    expect(maskEmail('ada@escrow.test')).toBe('ad***@escrow.test')
    expect(maskEmail('a@x.io')).toBe('a***@x.io')
    expect(maskEmail('broken')).toBe('***')
    expect(maskPhone('08031234512')).toBe('080*****12')
    expect(maskPhone('+234 803 555 0199')).toBe('234*****99')
    expect(maskPhone('123')).toBe('*****')
  })
})
