/**
 * Sign-in sessions: a login or registration starts one; its refresh tokens rotate on every use;
 * logout revokes it (and with it every access and refresh token it issued).
 *
 * Reuse of a spent refresh token means it leaked, and ends the session, with one exception (the
 * "reuse interval" of Auth0, Okta and Supabase): a client whose refresh succeeded on the server
 * but whose answer was lost spends the same token again. Within REFRESH_REUSE_GRACE_MS of the
 * rotation, and while the successor it got is still unspent, that client gets the very pair
 * issued the first time (nothing new is minted). A reuse after the grace, or of a token whose
 * successor was spent already (its holder did get it: the second presenter is a stale copy or a
 * thief), revokes the session as before.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { TokenPair } from '../contract/auth'
import { ApiError } from './errors'
import type { RefreshTokenRecord, SandboxState, SessionRecord, UserRecord } from './records'
import { hashRefreshToken, newRefreshToken, type AccessTokenIssuer } from './tokens'
import { findUserById } from './users'

export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** How long after a rotation the spent refresh token still gets its successor pair back. */
export const REFRESH_REUSE_GRACE_MS = 10_000

export interface SessionDeps {
  state: SandboxState
  tokens: AccessTokenIssuer
  now: Date
}

export interface Authenticated {
  user: UserRecord
  session: SessionRecord
}

/** What an Authorization header amounts to. */
export type AuthResult = { kind: 'none' } | { kind: 'invalid' } | ({ kind: 'ok' } & Authenticated)

function invalidRefreshToken(): ApiError {
  return new ApiError(401, 'Invalid refresh token', { 'WWW-Authenticate': 'Bearer' })
}

/**
 * The successor pair kept for the reuse grace, sealed with a key derived from the spent token
 * (AES-256-GCM): only whoever presents that token can open it, so the state file never holds a
 * usable token. Dropped once the grace is over.
 */
function sealKey(spentToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', spentToken, '', 'escrow-sandbox refresh reuse v1', 32))
}

function sealPair(pair: TokenPair, spentToken: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(spentToken), iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()])
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
}

function openPair(sealed: string, spentToken: string): TokenPair | null {
  try {
    const [iv = '', data = '', tag = ''] = sealed.split('.')
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealKey(spentToken),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const text = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
    const parsed = v.safeParse(TokenPair, JSON.parse(text))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function withinGrace(record: RefreshTokenRecord, now: Date): boolean {
  if (record.used_at === undefined) return false
  return now.getTime() - Date.parse(record.used_at) < REFRESH_REUSE_GRACE_MS
}

/** Drops expired refresh tokens, and sealed successors whose grace is over. */
function pruneRefreshTokens(state: SandboxState, now: Date): void {
  const current = now.getTime()
  state.refresh_tokens = state.refresh_tokens.filter(
    (record) => Date.parse(record.expires_at) > current,
  )
  for (const record of state.refresh_tokens) {
    if (record.successor && !withinGrace(record, now)) delete record.successor
  }
}

/** Rotations still signing their access token: a reuse meanwhile waits for the same pair. */
const rotating = new WeakMap<RefreshTokenRecord, Promise<TokenPair>>()

async function issuePair(deps: SessionDeps, session: SessionRecord): Promise<TokenPair> {
  const { state, tokens, now } = deps
  const refreshToken = newRefreshToken()
  const current = now.getTime()
  pruneRefreshTokens(state, now)
  state.refresh_tokens.push({
    hash: hashRefreshToken(refreshToken),
    session_id: session.id,
    user_id: session.user_id,
    expires_at: new Date(current + REFRESH_TTL_MS).toISOString(),
    used: false,
  })
  const accessToken = await tokens.issue({
    userId: session.user_id,
    sessionId: session.id,
    generation: state.access_generation,
  })
  return { access_token: accessToken, refresh_token: refreshToken, token_type: 'bearer' }
}

export async function startSession(deps: SessionDeps, user: UserRecord): Promise<TokenPair> {
  const session: SessionRecord = {
    id: randomUUID(),
    user_id: user.id,
    created_at: deps.now.toISOString(),
    revoked: false,
  }
  deps.state.sessions = deps.state.sessions.filter((existing) => !existing.revoked)
  deps.state.sessions.push(session)
  return issuePair(deps, session)
}

function liveSession(state: SandboxState, sessionId: string): SessionRecord | undefined {
  return state.sessions.find((session) => session.id === sessionId && !session.revoked)
}

/**
 * The pair a spent token gets back within the grace: the successor issued when it was spent, as
 * long as the session lives and that successor is unspent. Null means reuse.
 */
function successorWithinGrace(
  deps: SessionDeps,
  record: RefreshTokenRecord,
  session: SessionRecord | undefined,
  refreshToken: string,
): Promise<TokenPair> | TokenPair | null {
  if (!session || !withinGrace(record, deps.now)) return null
  const pending = rotating.get(record)
  if (pending) return pending
  const { successor } = record
  if (!successor) return null
  const next = deps.state.refresh_tokens.find((candidate) => candidate.hash === successor.hash)
  if (!next || next.used || next.session_id !== session.id) return null
  return openPair(successor.sealed, refreshToken)
}

/**
 * Exchanges a refresh token for a new pair. A token is good once: presenting a used one again
 * means it leaked, so the whole session is revoked (except within the reuse grace, see above).
 */
export async function rotateRefreshToken(
  deps: SessionDeps,
  refreshToken: string,
): Promise<TokenPair> {
  const record = deps.state.refresh_tokens.find(
    (candidate) => candidate.hash === hashRefreshToken(refreshToken),
  )
  if (!record) throw invalidRefreshToken()
  const session = liveSession(deps.state, record.session_id)
  if (record.used) {
    const again = successorWithinGrace(deps, record, session, refreshToken)
    if (again) return again
    if (session) session.revoked = true
    throw invalidRefreshToken()
  }
  if (
    !session ||
    Date.parse(record.expires_at) <= deps.now.getTime() ||
    !findUserById(deps.state, record.user_id)
  ) {
    throw invalidRefreshToken()
  }
  // Spent before the first await: a concurrent reuse finds it spent and waits for this pair.
  record.used = true
  record.used_at = deps.now.toISOString()
  const issuing = issuePair(deps, session).then((pair) => {
    record.successor = {
      hash: hashRefreshToken(pair.refresh_token),
      sealed: sealPair(pair, refreshToken),
    }
    return pair
  })
  rotating.set(record, issuing)
  try {
    return await issuing
  } finally {
    rotating.delete(record)
  }
}

/**
 * Whether the session a pair belongs to is still live: a password reset may end it while its
 * tokens are being signed (then the sign-in is refused rather than answered with dead tokens).
 */
export function isLivePair(state: SandboxState, pair: TokenPair): boolean {
  const hash = hashRefreshToken(pair.refresh_token)
  const record = state.refresh_tokens.find((candidate) => candidate.hash === hash)
  return record !== undefined && liveSession(state, record.session_id) !== undefined
}

/** Ends every session of the user (a password reset): access tokens 401, refresh tokens refused. */
export function endSessionsOf(state: SandboxState, userId: number): void {
  for (const session of state.sessions) if (session.user_id === userId) session.revoked = true
}

/** Revokes the caller's session and, if it is the same user's, the session of the given refresh token. */
export function endSession(
  state: SandboxState,
  caller: Authenticated,
  refreshToken: string | undefined,
): void {
  caller.session.revoked = true
  if (!refreshToken) return
  const record = state.refresh_tokens.find(
    (candidate) => candidate.hash === hashRefreshToken(refreshToken),
  )
  if (record?.user_id !== caller.user.id) return
  record.used = true
  const session = liveSession(state, record.session_id)
  if (session) session.revoked = true
}

const BEARER = /^Bearer\s+(\S+)\s*$/i

export async function authenticate(
  deps: Omit<SessionDeps, 'now'>,
  authorization: string | undefined,
): Promise<AuthResult> {
  const token = authorization ? BEARER.exec(authorization)?.[1] : undefined
  if (!token) return { kind: 'none' }
  const claims = await deps.tokens.verify(token)
  if (claims?.generation !== deps.state.access_generation) return { kind: 'invalid' }
  const session = liveSession(deps.state, claims.sessionId)
  const user = findUserById(deps.state, claims.userId)
  if (!user || session?.user_id !== user.id) return { kind: 'invalid' }
  return { kind: 'ok', user, session }
}
