/** Shared helpers for the sandbox tests: a fixed clock, an in-memory sandbox and a small client. */
import * as v from 'valibot'
import { expect } from 'vitest'
import { TokenPair } from '../../src/contract/auth'
import { ErrorBody, type ValidationIssue } from '../../src/contract/common'
import { AcceptResponse, CreateOrderResponse, Order } from '../../src/contract/escrow'
import { moneyToKobo } from '../../src/contract/money'
import { SandboxPayment } from '../../src/contract/sandbox'
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/server/app'

export const NOW = new Date('2025-06-15T10:00:00.000Z')
export const PASSWORD = 'sandbox123'
export const ADA = 'ada@escrow.test'
export const BAYO = 'bayo@escrow.test'

export interface Clock {
  now: () => Date
  advance(ms: number): void
}

export function fixedClock(start = NOW): Clock {
  let current = start
  return {
    now: () => current,
    advance(ms) {
      current = new Date(current.getTime() + ms)
    },
  }
}

export async function newSandbox(options: SandboxOptions & { clock?: Clock } = {}) {
  const clock = options.clock ?? fixedClock()
  const sandbox = await createSandbox({ dataDir: null, now: clock.now, ...options })
  return { sandbox, clock, api: new Api(sandbox) }
}

export interface Reply {
  status: number
  headers: Headers
  text: string
  /** The parsed JSON body (undefined when it is not JSON). */
  body: unknown
}

export interface CallOptions {
  token?: string
  json?: unknown
  form?: Record<string, string> | FormData
  raw?: { body: string; type: string }
  headers?: Record<string, string>
}

export class Api {
  constructor(readonly sandbox: Sandbox) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let body: BodyInit | undefined
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.json)
    } else if (options.form instanceof FormData) {
      body = options.form
    } else if (options.form) {
      body = new URLSearchParams(options.form)
    } else if (options.raw) {
      headers['Content-Type'] = options.raw.type
      body = options.raw.body
    }
    const response = await this.sandbox.app.request(`/api/v1${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text === '' ? undefined : JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: response.status, headers: response.headers, text, body: parsed }
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options)
  }

  post(path: string, options?: CallOptions) {
    return this.call('POST', path, options)
  }

  delete(path: string, options?: CallOptions) {
    return this.call('DELETE', path, options)
  }

  async login(email: string, password = PASSWORD): Promise<TokenPair> {
    const reply = await this.post('/auth/login', { form: { username: email, password } })
    return expectOk(reply, TokenPair)
  }

  async token(email: string): Promise<string> {
    return (await this.login(email)).access_token
  }
}

/** Asserts the status and that the body satisfies the contract schema; returns the parsed body. */
export function expectOk<const TSchema extends v.GenericSchema>(
  reply: Reply,
  schema: TSchema,
  status = 200,
): v.InferOutput<TSchema> {
  expect(reply.status, reply.text).toBe(status)
  return v.parse(schema, reply.body)
}

/** Asserts an error status with `{detail: "..."}` (checked against ErrorBody). */
export function expectDetail(reply: Reply, status: number, detail?: string): string {
  expect(reply.status, reply.text).toBe(status)
  const body = v.parse(ErrorBody, reply.body)
  expect(typeof body.detail).toBe('string')
  if (detail !== undefined) expect(body.detail).toBe(detail)
  return body.detail as string
}

/** Asserts a 422 with FastAPI's issue list; returns the issues. */
export function expectIssues(reply: Reply): ValidationIssue[] {
  expect(reply.status, reply.text).toBe(422)
  const body = v.parse(ErrorBody, reply.body)
  expect(Array.isArray(body.detail)).toBe(true)
  return body.detail as ValidationIssue[]
}

/** The message of the issue at loc ['body', field], if any. */
export function issueFor(
  issues: ValidationIssue[],
  ...path: (string | number)[]
): string | undefined {
  return issues.find((issue) => JSON.stringify(issue.loc) === JSON.stringify(['body', ...path]))
    ?.msg
}

/** The price of the lifecycle and dispute tests' orders (₦15,213: the fee has an odd kobo). */
export const ORDER_PRICE = '15213.00'

/** A small file the sandbox takes for a PNG (its first bytes). */
export function pngFile(name = 'photo.png', size = 64): File {
  const bytes = new Uint8Array(size).fill(7)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new File([bytes], name, { type: 'image/png' })
}

/** POST /escrow/create's multipart body for an order between the demo accounts (a seller's has a photo). */
export function createOrderForm(
  role: 'seller' | 'buyer',
  receiver: string,
  price = ORDER_PRICE,
): FormData {
  const form = new FormData()
  const fields = {
    name: 'Ankara fabric bundle',
    price,
    description: 'Six yards, four designs.',
    delivery_date: '2025-07-01',
    receiver_email: receiver,
    receiver_phone: '08012345612',
    role,
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (role === 'seller') form.append('images', pngFile())
  return form
}

/** An amount as the provider sends it (a number or a Decimal string) in kobo, for sums in tests. */
export function money(value: string | number): number {
  const kobo = moneyToKobo(value)
  if (kobo === null) throw new Error(`not an amount: ${String(value)}`)
  return kobo
}

/** A fresh sandbox with Ada and Bayo signed in. */
export async function withParties(options: Parameters<typeof newSandbox>[0] = {}) {
  const setup = await newSandbox(options)
  const { api } = setup
  return { ...setup, ada: await api.token(ADA), bayo: await api.token(BAYO) }
}

/**
 * Ada sells to Bayo and Bayo accepts, up to `until`: 'accepted' (the order awaits his money),
 * 'paid' (by card: active) or 'delivered' (Ada marked it delivered: the inspection period runs).
 * Returns the order's id.
 */
export async function sellersOrder(
  api: Api,
  ada: string,
  bayo: string,
  until: 'accepted' | 'paid' | 'delivered',
): Promise<string> {
  const created = expectOk(
    await api.post('/escrow/create', { token: ada, form: createOrderForm('seller', BAYO) }),
    CreateOrderResponse,
    201,
  )
  const id = created.data.public_id ?? ''
  const { access_code } = expectOk(
    await api.get(`/escrow/${id}/accept`, { token: bayo }),
    AcceptResponse,
  )
  if (until === 'accepted') return id
  expectOk(await api.post(`/__sandbox/payments/${access_code ?? ''}/complete`), SandboxPayment)
  if (until === 'delivered') {
    expectOk(await api.post(`/escrow/${id}/deliver`, { token: ada }), Order)
  }
  return id
}
