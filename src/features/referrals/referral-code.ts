/**
 * The user's referral code, derived in the browser because the provider has no referral endpoint.
 *
 * Code = the first 40 bits of SHA-256("<app salt>:<user id>"), in RFC 4648 base32 (8 characters,
 * A–Z and 2–7: no 0/1/8/9, nothing to confuse with O/I/B/g when read aloud).
 *
 * - Stable: the same user gets the same code on every device and every visit.
 * - Not the e-mail: nobody can work it out from the e-mail address alone (it hashes the numeric
 *   id), and the link does not reveal who invited the reader.
 * - NOT a secret and not proof of anything: the salt ships in the bundle and ids are small
 *   numbers, so anyone can compute any user's code. That is fine for a label that only says "this
 *   sign-up came from that user's link", and it grants nothing. It must not be used to authorise
 *   a reward: when the provider offers referrals, it owns the real codes (issued and checked on
 *   the server) and this function goes.
 */
const APP_SALT = 'escrow-web:referral-code:v1'
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
export const REFERRAL_CODE_LENGTH = 8

/** What a code looks like (used to validate `?ref=` on /register). */
export const REFERRAL_CODE_PATTERN = /^[A-Z2-7]{8}$/

/** 8 base32 characters from the first 5 bytes (40 bits) of `bytes`. */
export function base32Prefix(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < REFERRAL_CODE_LENGTH) {
      out += BASE32.charAt((value >>> (bits - 5)) & 31)
      bits -= 5
    }
    value &= (1 << bits) - 1
    if (out.length === REFERRAL_CODE_LENGTH) break
  }
  return out
}

/** The referral code of the user with this id (see above for what it is and is not). */
export async function referralCode(userId: string | number): Promise<string> {
  const data = new TextEncoder().encode(`${APP_SALT}:${String(userId)}`)
  const digest = await crypto.subtle.digest('SHA-256', data)
  return base32Prefix(new Uint8Array(digest))
}

/** `?ref=` as typed or pasted: upper-cased; undefined unless it is a well-formed code. */
export function parseReferralCode(value: string | number): string | undefined {
  const code = String(value).trim().toUpperCase()
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined
}
