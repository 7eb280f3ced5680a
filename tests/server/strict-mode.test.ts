/**
 * The sandbox's strict mode (src/server/strict-mode.ts): every call of both contracts answers only
 * the fields they name (money as Decimal strings, naive UTC times), `{detail}` where they name no
 * body; errors, replays and the test controls as before. And the app's schemas require nothing the
 * contracts do not name (the `*_NAMED` shapes beside them).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  RefreshResponse,
  TOKEN_PAIR_NAMED,
  TokenPair,
  User,
  USER_NAMED,
} from '../../src/contract/auth'
import type { Named } from '../../src/contract/common'
import { Dispute, DISPUTE_NAMED } from '../../src/contract/disputes'
import {
  ACCEPT_NAMED,
  AcceptResponse,
  CREATE_ORDER_NAMED,
  CreateOrderResponse,
  DISPUTABLE_ORDER_NAMED,
  DisputableOrder,
  MONTHLY_STAT_NAMED,
  MonthlyStat,
  Order,
  ORDER_NAMED,
  ORDERS_BY_STATUS_NAMED,
  OrdersByStatus,
  PAY_BY_CARD_NAMED,
  PayByCardResponse,
} from '../../src/contract/escrow'
import { Notification, NOTIFICATION_NAMED } from '../../src/contract/notifications'
import { FORGOT_PASSWORD_NAMED, ForgotPasswordResponse } from '../../src/contract/password-reset'
import { SandboxMails, SandboxPayment } from '../../src/contract/sandbox'
import {
  Bank,
  BANK_NAMED,
  FUND_WALLET_NAMED,
  FundWalletResponse,
  RESOLVED_ACCOUNT_NAMED,
  ResolvedAccount,
  TRANSACTION_NAMED,
  WalletTransaction,
} from '../../src/contract/wallet'
import { strictFromEnv } from '../../src/server/data-dir'
import { startSandboxServer } from '../../src/server/http-server'
import { naiveUtc, STRICT_CALLS, strictAnswers, strictCallOf } from '../../src/server/strict-mode'
import {
  ADA,
  Api,
  BAYO,
  createOrderForm,
  expectDetail,
  expectIssues,
  newSandbox,
  NOW,
  PASSWORD,
  pngFile,
  type CallOptions,
  type Reply,
} from './helpers'

const MONEY = /^-?\d+\.\d{2}$/
/** Python's isoformat of a naive datetime (microseconds), or a calendar day. */
const NAIVE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\.\d{6})?$/

/** Asserts that `value` carries only what `named` names, money and times as FastAPI sends them. */
function expectOnlyNamed(value: unknown, named: Named, where: string): void {
  if (value === null || value === undefined) return
  if (named === 'value') return
  if (named === 'money') {
    expect(value, where).toEqual(expect.stringMatching(MONEY) as string)
    return
  }
  if (named === 'time') {
    expect(value, where).toEqual(expect.stringMatching(NAIVE_TIME) as string)
    return
  }
  if (Array.isArray(named)) {
    expect(Array.isArray(value), `${where} is a list`).toBe(true)
    const [item] = named as readonly [Named]
    ;(value as unknown[]).forEach((entry, index) => {
      expectOnlyNamed(entry, item, `${where}[${String(index)}]`)
    })
    return
  }
  expect(typeof value, where).toBe('object')
  const shape = named as Record<string, Named>
  for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
    expect(Object.keys(shape), `${where}.${field} is not named by the contracts`).toContain(field)
    expectOnlyNamed(inner, shape[field] as Named, `${where}.${field}`)
  }
}

interface Seen {
  method: string
  path: string
  reply: Reply
}

/**
 * Every call of both contracts, once at least, as the two demo accounts and a new user: orders
 * created, accepted (with and without a card), paid (card and wallet), delivered, released,
 * withdrawn, disputed; the wallet, notifications, password reset. Each answer is recorded.
 */
async function everyCall(api: Api): Promise<Seen[]> {
  const seen: Seen[] = []
  const call = async (method: string, path: string, options: CallOptions = {}) => {
    const reply = await api.call(method, path, options)
    expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300)
    seen.push({ method, path: path.split('?')[0] ?? path, reply })
    return reply
  }
  const body = <TSchema extends v.GenericSchema>(schema: TSchema, reply: Reply) =>
    v.parse(schema, reply.body)
  const complete = async (code: string) => {
    v.parse(SandboxPayment, (await api.post(`/__sandbox/payments/${code}/complete`)).body)
  }
  const today = NOW.toISOString().slice(0, 10)
  const orderForm = (role: 'seller' | 'buyer', receiver: string) => {
    const form = createOrderForm(role, receiver)
    form.set('delivery_date', today)
    return form
  }

  const registered = body(
    TokenPair,
    await call('POST', '/auth/register', {
      json: {
        full_name: 'Kemi Balogun',
        nin: '12345678901',
        phone_number: '08031234567',
        email: 'kemi@example.com',
        password: 'secret1',
        password2: 'secret1',
      },
    }),
  )
  const ada = body(
    TokenPair,
    await call('POST', '/auth/login', { form: { username: ADA, password: PASSWORD } }),
  ).access_token
  const bayoPair = body(
    TokenPair,
    await call('POST', '/auth/login', { form: { username: BAYO, password: PASSWORD } }),
  )
  const bayo = body(
    TokenPair,
    await call('POST', '/auth/refresh', { json: { refresh_token: bayoPair.refresh_token } }),
  ).access_token
  await call('GET', '/auth/me', { token: bayo })
  for (const path of ['/escrow/all', '/escrow/pending', '/escrow/monthly-stats', '/trnx'])
    await call('GET', path, { token: ada })

  // Bayo funds his wallet by card.
  const funding = body(
    FundWalletResponse,
    await call('POST', '/wallet/fund', { token: bayo, json: { amount: '50000.00' } }),
  )
  await complete(funding.access_code)

  // A seller's order: accepted by the buyer with a card code, paid by card, delivered.
  const sold = body(
    CreateOrderResponse,
    await call('POST', '/escrow/create', { token: ada, form: orderForm('seller', BAYO) }),
  ).data.public_id
  await call('GET', `/escrow/${sold}`, { token: ada })
  await call('GET', `/escrow/${sold}`) // signed out: contacts masked
  await call('GET', `/escrow/${sold}/accept`, { token: bayo })
  const card = body(
    PayByCardResponse,
    await call('POST', `/escrow/${sold}/pay`, { token: bayo, json: { method: 'card' } }),
  )
  await complete(card.access_code)
  await call('POST', `/escrow/${sold}/deliver`, {
    token: ada,
    json: { delivery_note: 'Sent', tracking_number: 'GIG-1' },
  })

  // A second one paid from the wallet, then released by the buyer.
  const second = body(
    CreateOrderResponse,
    await call('POST', '/escrow/create', { token: ada, form: orderForm('seller', BAYO) }),
  ).data.public_id
  await call('GET', `/escrow/${second}/accept`, { token: bayo })
  // Both with the buyer's password (agreements spec §10).
  await call('POST', `/escrow/${second}/pay`, {
    token: bayo,
    json: { method: 'wallet', password: PASSWORD },
  })
  await call('POST', `/escrow/${second}/release`, { token: bayo, json: { password: PASSWORD } })

  // A buyer's order, paid at creation: the seller's accept has no card code ({detail}).
  const bought = body(
    CreateOrderResponse,
    await call('POST', '/escrow/create', { token: bayo, form: orderForm('buyer', ADA) }),
  ).data
  await complete(bought.access_code ?? '')
  await call('GET', `/escrow/${bought.public_id}/accept`, { token: ada })

  // Withdrawn by its initiator.
  const withdrawn = body(
    CreateOrderResponse,
    await call('POST', '/escrow/create', { token: ada, form: orderForm('seller', BAYO) }),
  ).data.public_id
  await call('GET', `/escrow/${withdrawn}/cancel`, { token: ada })

  // A dispute on the delivered order, with a reply.
  await call('GET', '/escrow/available-dispute', { token: bayo })
  const raise = new FormData()
  raise.set('escrow_id', sold ?? '')
  raise.set('reason', 'The fabric is torn')
  raise.append('images', pngFile())
  const dispute = body(Dispute, await call('POST', '/disputes', { token: bayo, form: raise })).id
  await call('POST', `/disputes/${dispute}/messages`, { token: ada, json: { body: 'Sorry' } })
  await call('GET', '/disputes', { token: bayo })
  await call('GET', `/disputes/${dispute}`, { token: bayo })

  // Notifications, the wallet's other calls, password reset, sign-out.
  const [first] = body(v.array(Notification), await call('GET', '/notifications', { token: bayo }))
  await call('POST', `/notifications/${first?.id ?? ''}/read`, { token: bayo })
  await call('POST', '/notifications/read-all', { token: bayo })
  await call('GET', '/wallet/banks', { token: bayo })
  await call('GET', '/wallet/resolve-account?bank_code=058&account_number=1234567890', {
    token: bayo,
  })
  await call('POST', '/wallet/withdraw', {
    token: bayo,
    json: { amount: '1000.00', bank_code: '058', account_number: '1234567890', password: PASSWORD },
  })
  await call('POST', '/auth/logout', {
    token: registered.access_token,
    json: { refresh_token: registered.refresh_token },
  })
  await call('POST', '/auth/forgot-password', { json: { email: ADA } })
  const mails = v.parse(SandboxMails, (await api.get('/__sandbox/mail')).body)
  const link = mails.find((mail) => mail.subject === 'Reset your password')?.links[0] ?? ''
  const token = new URL(link).searchParams.get('token') ?? ''
  await call('POST', '/auth/reset-password', {
    json: { token, password: 'newpass1', password2: 'newpass1' },
  })
  return seen
}

describe('strict mode', () => {
  it('answers every call of both contracts with only the fields they name, or {detail}', async () => {
    const { api } = await newSandbox({ strict: true })
    const seen = await everyCall(api)
    const answered = new Set<string>()
    for (const { method, path, reply } of seen) {
      const call = strictCallOf(method, path)
      const where = `${method} ${path}`
      if (!call) throw new Error(`${where} has no strict answer`)
      answered.add(call.call)
      const isDetail =
        typeof reply.body === 'object' &&
        reply.body !== null &&
        Object.keys(reply.body).join() === 'detail'
      if (call.named === undefined || (call.detail !== undefined && isDetail)) {
        expect(call.detail, `${where} answered {detail}`).toBeDefined()
        expect(reply.body, where).toEqual({ detail: expect.any(String) as string })
      } else {
        expectOnlyNamed(reply.body, call.named, where)
      }
    }
    // Every declared call was made (and answered 2xx).
    expect([...answered].sort()).toEqual(STRICT_CALLS.map((call) => call.call).sort())

    const by = (call: string) =>
      seen.filter((entry) => strictCallOf(entry.method, entry.path)?.call === call)
    // What the sandbox adds outside strict mode is gone, money and times as FastAPI sends them.
    const me = by('GET /auth/me')[0]?.reply.body
    expect(me).toEqual({
      full_name: 'Bayo Adeyemi',
      email: BAYO,
      phone_number: expect.any(String) as string,
      wallet_balance: expect.stringMatching(MONEY) as string,
      escrow_balance: expect.stringMatching(MONEY) as string,
      pending_transactions: expect.any(Number) as number,
    })
    const created = by('POST /escrow/create')[0]?.reply.body
    expect(created).toEqual({
      data: { access_code: null, public_id: expect.any(String) as string },
    })
    const order = by('POST /escrow/:id/deliver')[0]?.reply.body as Record<string, unknown>
    expect(order.fee_amount).toEqual(expect.stringMatching(MONEY) as string)
    expect(order.delivered_at).toEqual(
      expect.stringMatching(/^2025-06-15T10:00:00\.000000$/) as string,
    )
    expect(by('GET /escrow/:id/accept').map(({ reply }) => reply.body)).toEqual([
      { access_code: expect.any(String) as string },
      { access_code: expect.any(String) as string },
      { detail: 'Order accepted' },
    ])
    expect(by('POST /auth/reset-password')[0]?.reply.body).toEqual({
      detail: 'Password changed. Sign in with your new password.',
    })
    // Both pay answers: the card's code, the wallet's order.
    expect(
      by('POST /escrow/:id/pay').map(({ reply }) => Object.keys(reply.body as object)[0]),
    ).toEqual(['access_code', 'public_id'])
  })

  it('leaves the answers as they were outside strict mode (the same calls pass)', async () => {
    const { api } = await newSandbox()
    const seen = await everyCall(api)
    const me = seen.find((entry) => entry.path === '/auth/me')?.reply.body
    expect(me).toMatchObject({
      id: expect.any(Number) as number,
      escrow_balance: expect.any(Number) as number,
    })
    const reset = seen.find((entry) => entry.path === '/auth/reset-password')?.reply.body
    expect(reset).toEqual({ message: 'Password changed. Sign in with your new password.' })
  })

  it('keeps errors, replays of an Idempotency-Key and the test controls as they are', async () => {
    const { api } = await newSandbox({ strict: true })
    expectDetail(await api.get('/escrow/ESC-NOPE0000'), 404, 'Escrow not found')
    expect(expectIssues(await api.post('/auth/register', { json: {} })).length).toBeGreaterThan(0)
    const ada = await api.token(ADA)
    const withdraw = () =>
      api.post('/wallet/withdraw', {
        token: ada,
        headers: { 'Idempotency-Key': 'strict-1' },
        json: {
          amount: '100.00',
          bank_code: '058',
          account_number: '0123456789',
          password: PASSWORD,
        },
      })
    expect((await withdraw()).body).toEqual({ detail: 'Withdrawal started' })
    // The replay is answered from the sandbox's first answer, through the same projection.
    expect((await withdraw()).body).toEqual({ detail: 'Withdrawal started' })
    const config = await api.get('/__sandbox/config')
    expect(config.status).toBe(200)
    const { access_code: code } = v.parse(
      FundWalletResponse,
      (await api.post('/wallet/fund', { token: ada, json: { amount: 500 } })).body,
    )
    // The checkout stand-in keeps its own shape (not part of the contracts).
    v.parse(SandboxPayment, (await api.get(`/__sandbox/payments/${code}`)).body)
  })

  it('refuses to answer a call nobody declared (a new route cannot leak its fields)', async () => {
    const app = new Hono()
    app.use('/api/v1/*', strictAnswers())
    app.get('/api/v1/escrow/:id/receipt', (c) => c.json({ secret: 1 }))
    const reply = await app.request('/api/v1/escrow/ESC-1/receipt')
    expect(reply.status).toBe(500)
    expect(await reply.json()).toEqual({
      detail: expect.stringContaining('no answer declared') as string,
    })
  })

  it('writes times as Python does for a naive UTC datetime', () => {
    expect(naiveUtc('2026-11-28T10:00:00.123Z')).toBe('2026-11-28T10:00:00.123000')
    expect(naiveUtc('2026-11-28T11:00:00+01:00')).toBe('2026-11-28T10:00:00.000000')
    expect(naiveUtc('2026-11-28')).toBe('2026-11-28')
  })

  it('is an option of startSandboxServer and SANDBOX_STRICT=1 for npm start', async () => {
    expect(strictFromEnv({ SANDBOX_STRICT: '1' })).toBe(true)
    expect(strictFromEnv({ SANDBOX_STRICT: 'true' })).toBe(true)
    expect(strictFromEnv({})).toBe(false)
    const server = await startSandboxServer({ dataDir: null, strict: true })
    try {
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        body: new URLSearchParams({ username: ADA, password: PASSWORD }),
      })
      expect(Object.keys((await login.json()) as object)).toEqual(['access_token', 'refresh_token'])
    } finally {
      await server.close()
    }
  })
})

/** The fields a schema requires, as paths ("data.public_id", "events[].type"). */
function requiredPaths(schema: v.GenericSchema, prefix = ''): string[] {
  const node = schema as v.GenericSchema & {
    entries?: Record<string, v.GenericSchema>
    item?: v.GenericSchema
    wrapped?: v.GenericSchema
  }
  if (node.type === 'object' && node.entries) {
    return Object.entries(node.entries).flatMap(([field, entry]) => {
      const optional = ['optional', 'nullish', 'undefinedable', 'exact_optional'].includes(
        entry.type,
      )
      const inner = requiredPaths(entry, `${prefix}${field}.`)
      return optional ? inner : [`${prefix}${field}`, ...inner]
    })
  }
  if (node.type === 'array' && node.item) return requiredPaths(node.item, `${prefix}[].`)
  if (node.wrapped) return requiredPaths(node.wrapped, prefix)
  return []
}

/** Every path a named shape names. */
function namedPaths(named: Named, prefix = ''): string[] {
  if (typeof named === 'string') return []
  if (Array.isArray(named)) return namedPaths((named as readonly [Named])[0], `${prefix}[].`)
  return Object.entries(named as Record<string, Named>).flatMap(([field, inner]) => [
    `${prefix}${field}`,
    ...namedPaths(inner, `${prefix}${field}.`),
  ])
}

describe("the app's schemas", () => {
  it.each([
    ['TokenPair', TokenPair, TOKEN_PAIR_NAMED],
    ['RefreshResponse', RefreshResponse, TOKEN_PAIR_NAMED],
    ['User', User, USER_NAMED],
    ['Order', Order, ORDER_NAMED],
    ['OrdersByStatus', OrdersByStatus, ORDERS_BY_STATUS_NAMED],
    ['MonthlyStat', MonthlyStat, MONTHLY_STAT_NAMED],
    ['DisputableOrder', DisputableOrder, DISPUTABLE_ORDER_NAMED],
    ['AcceptResponse', AcceptResponse, ACCEPT_NAMED],
    ['CreateOrderResponse', CreateOrderResponse, CREATE_ORDER_NAMED],
    ['PayByCardResponse', PayByCardResponse, PAY_BY_CARD_NAMED],
    ['WalletTransaction', WalletTransaction, TRANSACTION_NAMED],
    ['Dispute', Dispute, DISPUTE_NAMED],
    ['Notification', Notification, NOTIFICATION_NAMED],
    ['FundWalletResponse', FundWalletResponse, FUND_WALLET_NAMED],
    ['Bank', Bank, BANK_NAMED],
    ['ResolvedAccount', ResolvedAccount, RESOLVED_ACCOUNT_NAMED],
    ['ForgotPasswordResponse', ForgotPasswordResponse, FORGOT_PASSWORD_NAMED],
  ] as const)('%s requires only fields the contracts name', (_, schema, named) => {
    const allowed = namedPaths(named)
    expect(requiredPaths(schema).filter((path) => !allowed.includes(path))).toEqual([])
  })
})
