import { vi } from 'vitest'

/** A call the fake wallet API received: what the server would see, headers included. */
export interface WalletCall {
  method: string
  path: string
  search: string
  body: string
  idempotencyKey: string | null
}

export type WalletAnswer =
  | { status: number; body: unknown }
  | 'network-error'
  | Promise<{ status: number; body: unknown } | 'network-error'>

/**
 * Replaces fetch with a fake provider for the wallet's calls; `routes` maps "METHOD /path" to an
 * answer ('network-error': the request reached the server but its answer was lost).
 */
export function fakeWalletApi(routes: Record<string, (call: WalletCall) => WalletAnswer>) {
  const calls: WalletCall[] = []
  globalThis.fetch = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const call: WalletCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      search: url.search,
      body: await request.text(),
      idempotencyKey: request.headers.get('Idempotency-Key'),
    }
    calls.push(call)
    const handler = routes[`${call.method} ${call.path}`]
    if (!handler) return new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404 })
    const answer = await handler(call)
    if (answer === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

export const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '999992', name: 'OPay' },
]

/** The sandbox's test accounts (src/server/README.md): any other number is 404. */
export function resolveAnswer(call: WalletCall) {
  const number = new URLSearchParams(call.search).get('account_number')
  if (number === '0123456789') return { status: 200, body: { account_name: 'ADAEZE OKAFOR' } }
  if (number === '1234567890') return { status: 200, body: { account_name: 'BAYO ADEYEMI' } }
  return { status: 404, body: { detail: 'Account not found' } }
}

export function withdrawAnswer(balance: string) {
  return {
    status: 200,
    body: {
      transaction: {
        id: 'TRX-WD-000000000001',
        transaction_type: 'withdrawal',
        direction: 'debit',
        amount: 20000,
        description: 'Withdrawal to Guaranty Trust Bank ****7890 (BAYO ADEYEMI)',
        status: 'pending',
        created_at: new Date().toISOString(),
      },
      wallet_balance: balance,
    },
  }
}
