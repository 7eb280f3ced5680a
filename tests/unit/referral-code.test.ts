import { describe, expect, it } from 'vitest'
import {
  base32Prefix,
  parseReferralCode,
  REFERRAL_CODE_PATTERN,
  referralCode,
} from '~/features/referrals/referral-code'

describe('referral code', () => {
  it('encodes base32 as RFC 4648 does', () => {
    // RFC 4648 §10: BASE32("fooba") = "MZXW6YTB".
    expect(base32Prefix(new TextEncoder().encode('foobar'))).toBe('MZXW6YTB')
    expect(base32Prefix(new Uint8Array(32))).toBe('AAAAAAAA')
    expect(base32Prefix(new Uint8Array(32).fill(255))).toBe('77777777')
  })

  it('is 8 base32 characters, stable per user and different between users', async () => {
    const one = await referralCode(1)
    expect(one).toMatch(REFERRAL_CODE_PATTERN)
    expect(await referralCode(1)).toBe(one)
    expect(await referralCode('1')).toBe(one)
    expect(await referralCode(2)).not.toBe(one)
    const codes = await Promise.all(Array.from({ length: 200 }, (_, id) => referralCode(id)))
    expect(new Set(codes).size).toBe(200)
  })

  it('is not the e-mail, nor derived from it', async () => {
    const code = await referralCode(1)
    expect(code).not.toContain('ADA')
    expect(await referralCode('ada@escrow.test')).not.toBe(code)
  })

  it('reads ?ref= leniently: trimmed, upper-cased, else nothing', () => {
    expect(parseReferralCode(' abcd2345 ')).toBe('ABCD2345')
    expect(parseReferralCode(23456723)).toBe('23456723')
    for (const bad of ['', 'ABCD234', 'ABCD23456', 'ABCD1234', '<script>', 'ABCD-234'])
      expect(parseReferralCode(bad)).toBeUndefined()
  })
})
