/**
 * Access tokens: HS256 JWTs (sub, iat, exp, jti, plus the session id and token generation).
 * Refresh tokens: opaque random strings; only their SHA-256 is stored.
 */
import { createHash, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { secureToken } from './random'

export interface AccessClaims {
  userId: number
  sessionId: string
  generation: number
}

export interface AccessTokenIssuer {
  issue(claims: AccessClaims): Promise<string>
  /** The claims of a valid, unexpired token signed by us; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>
}

export function createAccessTokens(options: {
  secret: Uint8Array
  now: () => Date
  ttlSeconds: () => number
}): AccessTokenIssuer {
  const { secret, now, ttlSeconds } = options
  return {
    async issue({ userId, sessionId, generation }) {
      const issuedAt = Math.floor(now().getTime() / 1000)
      return new SignJWT({ sid: sessionId, gen: generation })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds())
        .setJti(randomUUID())
        .sign(secret)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: now(),
          requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        })
        const userId = Number(payload.sub)
        const { sid, gen } = payload
        if (!Number.isInteger(userId) || typeof sid !== 'string' || typeof gen !== 'number')
          return null
        return { userId, sessionId: sid, generation: gen }
      } catch {
        return null
      }
    },
  }
}

export function newRefreshToken(): string {
  return secureToken(32)
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The signing secret of a data directory (or of an in-memory sandbox). */
export function newSigningSecret(): Uint8Array {
  return new TextEncoder().encode(secureToken(48))
}
