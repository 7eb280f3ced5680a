/**
 * Sign-in sessions: a login or registration starts one; its refresh tokens rotate on every use;
 * logout revokes it (and with it every access and refresh token it issued).
 */
import { randomUUID } from 'node:crypto'
import type { TokenPair } from '../contract/auth'
import { ApiError } from './errors'
import type { SandboxState, SessionRecord, UserRecord } from './records'
import { hashRefreshToken, newRefreshToken, type AccessTokenIssuer } from './tokens'
import { findUserById } from './users'

export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000

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

async function issuePair(deps: SessionDeps, session: SessionRecord): Promise<TokenPair> {
  const { state, tokens, now } = deps
  const refreshToken = newRefreshToken()
  const current = now.getTime()
  state.refresh_tokens = state.refresh_tokens.filter(
    (record) => Date.parse(record.expires_at) > current,
  )
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
 * Exchanges a refresh token for a new pair. A token is good once: presenting a used one again
 * means it leaked, so the whole session is revoked.
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
  record.used = true
  return issuePair(deps, session)
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
