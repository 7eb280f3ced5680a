/**
 * Strict mode (`strict: true`, `SANDBOX_STRICT=1`): the sandbox answers as a FastAPI provider
 * written from the contracts alone would. Every 2xx JSON answer of the API keeps only the fields
 * the contracts name (the `*_NAMED` shapes beside the schemas in src/contract/), money as Decimal
 * strings with two decimals, times as naive UTC ("2026-11-28T10:00:00.123000"); a call whose
 * contract names no body answers FastAPI's `{"detail": "…"}`. Errors are the provider's already.
 * The test controls under /api/v1/__sandbox are left as they are. One table, one projection.
 */
import type { MiddlewareHandler } from 'hono'
import { TOKEN_PAIR_NAMED, USER_NAMED } from '../contract/auth'
import { parseDateTime, type Named } from '../contract/common'
import { DISPUTE_NAMED } from '../contract/disputes'
import {
  ACCEPT_NAMED,
  CREATE_ORDER_NAMED,
  DISPUTABLE_ORDER_NAMED,
  MONTHLY_STAT_NAMED,
  ORDER_NAMED,
  ORDERS_BY_STATUS_NAMED,
  PAY_BY_CARD_NAMED,
} from '../contract/escrow'
import { koboToDecimalString, moneyToKobo } from '../contract/money'
import { NOTIFICATION_NAMED } from '../contract/notifications'
import { FORGOT_PASSWORD_NAMED } from '../contract/password-reset'
import { SANDBOX_PREFIX } from '../contract/sandbox'
import {
  BANK_NAMED,
  FUND_WALLET_NAMED,
  RESOLVED_ACCOUNT_NAMED,
  TRANSACTION_NAMED,
} from '../contract/wallet'
import { jsonResponse } from './errors'
import { API_PREFIX } from './traffic-controls'

/**
 * One call of the contracts: what its answer names, or (`detail`) FastAPI's `{detail}` where the
 * contract names no body. With both, an answer that has none of the named fields is a `{detail}`
 * (accept without an access code). The sandbox's own `message`, when it has one, is the detail.
 */
interface StrictCall {
  call: string
  named?: Named
  detail?: string
}

/** Every call of escrow-web-app.md §7 and escrow-lifecycle.md; fixed paths before `:id`. */
export const STRICT_CALLS: readonly StrictCall[] = [
  { call: 'POST /auth/login', named: TOKEN_PAIR_NAMED },
  { call: 'POST /auth/register', named: TOKEN_PAIR_NAMED },
  { call: 'POST /auth/refresh', named: TOKEN_PAIR_NAMED },
  { call: 'POST /auth/logout', detail: 'Successfully logged out' },
  { call: 'GET /auth/me', named: USER_NAMED },
  { call: 'POST /auth/forgot-password', named: FORGOT_PASSWORD_NAMED },
  { call: 'POST /auth/reset-password', detail: 'Password changed' },
  { call: 'GET /escrow/all', named: ORDERS_BY_STATUS_NAMED },
  { call: 'GET /escrow/pending', named: [ORDER_NAMED] },
  { call: 'GET /escrow/monthly-stats', named: [MONTHLY_STAT_NAMED] },
  { call: 'GET /escrow/available-dispute', named: [DISPUTABLE_ORDER_NAMED] },
  { call: 'POST /escrow/create', named: CREATE_ORDER_NAMED },
  { call: 'GET /escrow/:id', named: ORDER_NAMED },
  { call: 'GET /escrow/:id/accept', named: ACCEPT_NAMED, detail: 'Order accepted' },
  { call: 'GET /escrow/:id/cancel', detail: 'Order cancelled' },
  // `card` answers the access code, `wallet` the order: each keeps its own named fields.
  { call: 'POST /escrow/:id/pay', named: { ...PAY_BY_CARD_NAMED, ...ORDER_NAMED } },
  { call: 'POST /escrow/:id/deliver', named: ORDER_NAMED },
  { call: 'POST /escrow/:id/release', named: ORDER_NAMED },
  { call: 'GET /trnx', named: [TRANSACTION_NAMED] },
  { call: 'GET /disputes', named: [DISPUTE_NAMED] },
  { call: 'POST /disputes', named: DISPUTE_NAMED },
  { call: 'GET /disputes/:id', named: DISPUTE_NAMED },
  { call: 'POST /disputes/:id/messages', detail: 'Message added' },
  { call: 'GET /notifications', named: [NOTIFICATION_NAMED] },
  { call: 'POST /notifications/read-all', detail: 'All notifications marked as read' },
  { call: 'POST /notifications/:id/read', detail: 'Notification marked as read' },
  { call: 'POST /wallet/fund', named: FUND_WALLET_NAMED },
  { call: 'GET /wallet/banks', named: [BANK_NAMED] },
  { call: 'GET /wallet/resolve-account', named: RESOLVED_ACCOUNT_NAMED },
  { call: 'POST /wallet/withdraw', detail: 'Withdrawal started' },
]

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ')
  if (patternMethod !== method) return false
  const want = patternPath.split('/')
  const got = path.replace(/\/+$/, '').split('/')
  return (
    want.length === got.length &&
    want.every((part, index) => part.startsWith(':') || part === got[index])
  )
}

export function strictCallOf(method: string, path: string): StrictCall | undefined {
  return STRICT_CALLS.find((entry) => matches(entry.call, method, path))
}

/** Python's `datetime.isoformat()` of a naive UTC datetime, with microseconds. */
export function naiveUtc(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const ms = parseDateTime(value)
  if (!Number.isFinite(ms)) return value
  return `${new Date(ms).toISOString().slice(0, 23)}000`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `value` with only the named fields (those present), money and times as a FastAPI provider sends them. */
export function project(value: unknown, named: Named): unknown {
  if (value === null || value === undefined) return value
  if (named === 'value') return value
  if (named === 'money') {
    const kobo = typeof value === 'number' || typeof value === 'string' ? moneyToKobo(value) : null
    return kobo === null ? value : koboToDecimalString(kobo)
  }
  if (named === 'time') return typeof value === 'string' ? naiveUtc(value) : value
  if (Array.isArray(named)) {
    const [item] = named as readonly [Named]
    return Array.isArray(value) ? value.map((entry) => project(entry, item)) : value
  }
  if (!isRecord(value)) return value
  const kept: Record<string, unknown> = {}
  for (const [field, inner] of Object.entries(named as Record<string, Named>))
    if (field in value) kept[field] = project(value[field], inner)
  return kept
}

/** The strict answer of `call` for the sandbox's `body`. */
export function strictBody(call: StrictCall, body: unknown): unknown {
  const projected = call.named === undefined ? undefined : project(body, call.named)
  const nothingNamed = isRecord(projected) && Object.keys(projected).length === 0
  if (call.detail === undefined || (projected !== undefined && !nothingNamed)) return projected
  const message = isRecord(body) ? body.message : undefined
  return { detail: typeof message === 'string' ? message : call.detail }
}

/**
 * The middleware: every 2xx JSON answer of the API (not the test controls) through its call's
 * projection. An answer of a call missing from STRICT_CALLS is a 500, so a new route cannot leak
 * its sandbox-only fields unnoticed.
 */
export function strictAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const path = c.req.path.slice(API_PREFIX.length)
    if (!c.req.path.startsWith(API_PREFIX) || path.startsWith(SANDBOX_PREFIX)) return
    const { status, headers } = c.res
    if (status < 200 || status >= 300) return
    if (!headers.get('Content-Type')?.includes('application/json')) return
    const call = strictCallOf(c.req.method, path)
    const body: unknown = await c.res.json()
    const kept = new Headers(headers)
    kept.delete('Content-Length')
    // Unset first: Hono copies the old answer's headers onto a new one.
    c.res = undefined
    c.res = call
      ? new Response(JSON.stringify(strictBody(call, body)), { status, headers: kept })
      : jsonResponse(500, {
          detail: `Strict mode: no answer declared for ${c.req.method} ${path} (src/server/strict-mode.ts)`,
        })
  }
}
