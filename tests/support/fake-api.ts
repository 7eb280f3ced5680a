import { vi } from 'vitest'

export interface FakeCall {
  method: string
  path: string
  body: string
  contentType: string | null
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>

/** Replaces fetch with a tiny fake provider API; `routes` maps "METHOD /path" to an answer. */
export function fakeApi(routes: Record<string, (call: FakeCall) => Answer>) {
  const calls: FakeCall[] = []
  globalThis.fetch = vi.fn<typeof fetch>(async (input) => {
    const request = new Request(input)
    const url = new URL(request.url)
    const call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      body: await request.text(),
      contentType: request.headers.get('Content-Type'),
    }
    calls.push(call)
    const handler = routes[`${call.method} ${call.path}`]
    if (!handler) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 })
    const { status, body } = await handler(call)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function fakeTokens() {
  const iat = Math.floor(Date.now() / 1000)
  return {
    access_token: `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', iat, exp: iat + 900 })}.sig`,
    refresh_token: 'refresh-1',
    token_type: 'bearer',
  }
}

export const profile = {
  id: 1,
  full_name: 'Adaeze Okafor',
  email: 'ada@escrow.test',
  phone_number: '08031234567',
  wallet_balance: '250000.00',
  escrow_balance: 1200.5,
  pending_transactions: 2,
}
