/** Password hashing with scrypt (node:crypto), a random salt per hash, constant-time comparison. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
const SALT_BYTES = 16
const PREFIX = 'scrypt'

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt)
  return `${PREFIX}$${salt.toString('hex')}$${key.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, saltHex, keyHex] = stored.split('$')
  if (prefix !== PREFIX || !saltHex || !keyHex) return false
  const expected = Buffer.from(keyHex, 'hex')
  const actual = await derive(password, Buffer.from(saltHex, 'hex'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * How the sandbox hashes and checks passwords (`createSandbox({ passwords })`): scrypt unless a
 * test injects a slower (or gated) one to widen the window between reading a hash and using the
 * verdict (tests/server/password-races.test.ts).
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
}

export const scryptPasswords: PasswordHasher = { hash: hashPassword, verify: verifyPassword }

/** A hash to check against when the user does not exist, so both answers take as long. */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex'))
  return decoyHash
}

/**
 * The hash of a seeded account's (public) password: computed once per process and password, then
 * shared by every seeded account with that password, so seeding costs at most one scrypt run and
 * reseeding none.
 */
const seedHashes = new Map<string, Promise<string>>()
export function cachedSeedHash(password: string): Promise<string> {
  let hash = seedHashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    seedHashes.set(password, hash)
  }
  return hash
}
