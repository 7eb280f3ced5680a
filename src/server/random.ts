/** Identifiers and random choices: cryptographically random for live data, seeded for the seed. */
import { randomBytes, randomInt, randomUUID } from 'node:crypto'

const ALPHANUMERIC_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const ALPHANUMERIC_LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Where new identifiers come from; the seed passes a seeded one so it is deterministic. */
export interface IdSource {
  uuid(): string
  /** "ESC-" followed by 8 upper-case alphanumerics. */
  publicId(): string
}

export const secureIds: IdSource = {
  uuid: () => randomUUID(),
  publicId: () => `ESC-${secureString(ALPHANUMERIC_UPPER, 8)}`,
}

export function secureString(alphabet: string, length: number): string {
  let out = ''
  for (let i = 0; i < length; i += 1) out += alphabet.charAt(randomInt(alphabet.length))
  return out
}

/** An unguessable lower-case code, e.g. for payment access codes. */
export function secureCode(length = 20): string {
  return secureString(ALPHANUMERIC_LOWER, length)
}

/** An opaque random token (URL-safe base64). */
export function secureToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** A small, fast, seeded pseudo-random generator (mulberry32). Never for secrets. */
export class SeededRandom implements IdSource {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  string(alphabet: string, length: number): string {
    let out = ''
    for (let i = 0; i < length; i += 1)
      out += alphabet.charAt(Math.floor(this.next() * alphabet.length))
    return out
  }

  uuid(): string {
    const hex = this.string('0123456789abcdef', 32).split('')
    hex[12] = '4'
    hex[16] = '89ab'[parseInt(hex[16] ?? '0', 16) & 3] ?? '8'
    const s = hex.join('')
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
  }

  publicId(): string {
    return `ESC-${this.string(ALPHANUMERIC_UPPER, 8)}`
  }
}
