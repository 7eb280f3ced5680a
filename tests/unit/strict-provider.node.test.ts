/**
 * The app's own API functions (each feature's *-api.ts, the query options' fetchers, the session's
 * auth calls, the mutations' calls with their schemas) through the real ky client, against the
 * sandbox in strict mode: answers with only what the contracts name, money as Decimal strings,
 * naive UTC times, `{detail}` where no body is named. A schema that reads a field only our sandbox
 * sends fails here. Every call of both contracts is made (checked against STRICT_CALLS).
 */
import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS } from '~/contract/demo-accounts'
import { AcceptResponse, CancelResponse, CreateOrderResponse } from '~/contract/escrow'
import { moneyToKobo } from '~/contract/money'
import { FORGOT_PASSWORD_DETAIL } from '~/contract/password-reset'
import {
  fetchDispute,
  fetchDisputes,
  postDisputeMessage,
  raiseDispute,
} from '~/features/disputes/disputes-api'
import { disputeQueries } from '~/features/disputes/queries'
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '~/features/notifications/notifications-api'
import {
  deliverOrder,
  payByCard,
  payFromWallet,
  releaseOrder,
  withdrawOrder,
} from '~/features/orders/lifecycle-api'
import { orderPath, orderQueries } from '~/features/orders/queries'
import { requestPasswordReset, resetPassword } from '~/features/session/password-reset-api'
import { transactionQueries } from '~/features/transactions/queries'
import { fetchBanks, fundWallet, resolveAccount, withdraw } from '~/features/wallet/wallet-api'
import { createOrderBody } from '~/features/wizard/mutations'
import { apiJson } from '~/lib/api-client'
import {
  requestLogin,
  requestRegistration,
  revokeSession,
  spendRefreshToken,
} from '~/lib/session/auth-api'
import { sessionQueries } from '~/lib/session/profile'
import { session } from '~/lib/session/session'
import { createSandbox, type Sandbox } from '../../src/server/app'
import { STRICT_CALLS, strictCallOf } from '../../src/server/strict-mode'

// The app reads the page's origin and localStorage at import (Node has no window): a stand-in.
vi.hoisted(() => {
  const items = new Map<string, string>()
  const localStorage = {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
    key: (index: number) => [...items.keys()][index] ?? null,
    removeItem: (key: string) => items.delete(key),
    setItem: (key: string, value: string) => items.set(key, value),
  }
  const events = new EventTarget()
  Object.assign(globalThis, {
    window: {
      location: { origin: 'http://localhost' },
      localStorage,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    },
  })
})

const [{ email: ADA, password: PASSWORD }, { email: BAYO }] = DEMO_ACCOUNTS
const TODAY = new Date().toISOString().slice(0, 10)
/** A naive UTC time as the strict sandbox sends it, after the app's parsing: the full UTC form. */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

let sandbox: Sandbox
/** The calls the app made ("GET /escrow/:id", as STRICT_CALLS names them). */
const made = new Set<string>()
const originalFetch = globalThis.fetch

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: null, strict: true })
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '')
    const call = strictCallOf(request.method, path)
    if (call) made.add(call.call)
    return sandbox.app.request(request)
  }
})

afterAll(async () => {
  globalThis.fetch = originalFetch
  session.signOut()
  await sandbox.close()
})

/** The sandbox's card checkout stand-in: the card payment of `code` succeeds. */
async function payCard(code: string): Promise<void> {
  const reply = await sandbox.app.request(`/api/v1/__sandbox/payments/${code}/complete`, {
    method: 'POST',
  })
  expect(reply.status).toBe(200)
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } })

async function signIn(email: string) {
  const pair = await requestLogin({ email, password: PASSWORD })
  session.setTokens(pair)
  return pair
}

function orderValues(receiver: string) {
  const png = new Uint8Array(64).fill(7)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return {
    name: 'Ankara fabric bundle',
    receiver_email: receiver,
    receiver_phone: '08012345612',
    description: 'Six yards, four designs.',
    images: [new File([png], 'photo.png', { type: 'image/png' })],
    price: '15213',
    delivery_date: TODAY,
    logistic_service: 'gig' as const,
  }
}

/** POST /escrow/create as the wizard sends it (useCreateOrder's call and schema). */
async function createOrder(role: 'seller' | 'buyer', receiver: string) {
  const created = await apiJson(CreateOrderResponse, 'escrow/create', {
    method: 'post',
    body: createOrderBody(orderValues(receiver), role),
  })
  expect(created.data.public_id).toMatch(/^ESC-/)
  return { publicId: created.data.public_id ?? '', accessCode: created.data.access_code ?? null }
}

describe('the app against a strict provider', () => {
  it('signs up, signs in, refreshes and reads the profile', async () => {
    const registered = await requestRegistration({
      full_name: 'Kemi Balogun',
      nin: '12345678901',
      phone_number: '08031234567',
      email: 'kemi@example.com',
      password: 'secret1',
      password2: 'secret1',
    })
    await revokeSession({
      accessToken: registered.access_token,
      refreshToken: registered.refresh_token,
      accessExpired: false,
    })
    const pair = await signIn(BAYO)
    const refreshed = await spendRefreshToken(pair.refresh_token)
    session.setTokens({ ...refreshed, refresh_token: refreshed.refresh_token ?? '' })
    const profile = await queryClient.query(sessionQueries.profile())
    expect(profile.full_name).toBe('Bayo Adeyemi')
    // Decimal strings, as the provider sends them; no id (named nowhere).
    expect(profile.wallet_balance).toMatch(/^\d+\.\d{2}$/)
    expect(profile.escrow_balance).toMatch(/^\d+\.\d{2}$/)
    expect(profile.id).toBeUndefined()
  })

  it('reads the lists: orders by status, pending, monthly counts, transactions, disputable orders', async () => {
    await signIn(ADA)
    const grouped = await queryClient.query(orderQueries.grouped())
    const some = grouped.active[0] ?? grouped.pending[0]
    expect(some?.created_at).toMatch(UTC_INSTANT)
    expect(some?.item_price).toMatch(/^\d+\.\d{2}$/)
    await queryClient.query(orderQueries.pending())
    expect((await queryClient.query(orderQueries.monthlyStats())).length).toBeGreaterThan(0)
    const rows = await queryClient.query(transactionQueries.list())
    expect(rows[0]?.created_at).toMatch(UTC_INSTANT)
    await queryClient.query(disputeQueries.available())
  })

  it('funds the wallet, lists banks, resolves an account and withdraws', async () => {
    await signIn(BAYO)
    const funding = await fundWallet(5_000_000)
    expect(funding.reference).toBeTruthy()
    await payCard(funding.access_code)
    expect((await fetchBanks()).length).toBeGreaterThan(0)
    expect((await resolveAccount('058', '1234567890')).account_name).toBe('BAYO ADEYEMI')
    const answer = await withdraw(
      { amount: '1000.00', bank_code: '058', account_number: '1234567890', password: PASSWORD },
      crypto.randomUUID(),
    )
    // Read from GET /auth/me and GET /trnx: the withdraw answer is FastAPI's {detail} here.
    expect(answer.transaction).toMatchObject({ transaction_type: 'withdrawal', status: 'pending' })
    const profile = await queryClient.query(sessionQueries.profile())
    expect(moneyToKobo(answer.wallet_balance)).toBe(moneyToKobo(profile.wallet_balance))
  })

  it('runs an order from creation to release, and declines and withdraws others', async () => {
    // A seller's order: the buyer accepts (a card code), pays by card; the seller delivers.
    await signIn(ADA)
    const sold = await createOrder('seller', BAYO)
    expect(sold.accessCode).toBeNull()
    await signIn(BAYO)
    const accepted = await apiJson(AcceptResponse, orderPath(sold.publicId, 'accept'))
    expect(accepted.access_code).toBeTruthy()
    await payCard((await payByCard(sold.publicId)).access_code)
    await signIn(ADA)
    const delivered = await deliverOrder(sold.publicId, {
      delivery_note: 'Sent by GIG',
      tracking_number: 'GIG-1',
    })
    expect(delivered.delivered_at).toMatch(UTC_INSTANT)
    expect(delivered.inspection_ends_at).toMatch(UTC_INSTANT)
    expect(delivered.events?.map((event) => event.type)).toContain('delivered')

    // Another, paid from the wallet and released.
    const second = await createOrder('seller', BAYO)
    await signIn(BAYO)
    await apiJson(AcceptResponse, orderPath(second.publicId, 'accept'))
    // Money leaving the wallet or escrow needs the password (agreements spec §10).
    expect((await payFromWallet(second.publicId, PASSWORD)).status).toBe('active')
    expect((await releaseOrder(second.publicId, PASSWORD)).status).toBe('completed')

    // A buyer's order, paid at creation: the seller's accept answers {detail} (no card code).
    const bought = await createOrder('buyer', ADA)
    await payCard(bought.accessCode ?? '')
    await signIn(ADA)
    const noCode = await apiJson(AcceptResponse, orderPath(bought.publicId, 'accept'))
    expect(noCode.access_code ?? null).toBeNull()

    // Declined by the receiver (useDeclineOrder's call), withdrawn by the initiator.
    const declined = await createOrder('seller', BAYO)
    const withdrawn = await createOrder('seller', BAYO)
    await withdrawOrder(withdrawn.publicId)
    await signIn(BAYO)
    await apiJson(CancelResponse, orderPath(declined.publicId, 'cancel'))
    const detail = await queryClient.query(orderQueries.detail(declined.publicId))
    expect(detail.status).toBe('cancelled')
    // Signed out: the order with its contacts masked.
    session.signOut()
    await queryClient.query(orderQueries.detail(sold.publicId, 'signed-out'))
  })

  it('raises a dispute, replies, and reads the disputes', async () => {
    await signIn(BAYO)
    const [order] = await queryClient.query(disputeQueries.available())
    const png = new Uint8Array(64).fill(7)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const raised = await raiseDispute({
      escrowId: order?.public_id ?? '',
      reason: 'The fabric is torn',
      images: [new File([png], 'torn.png', { type: 'image/png' })],
    })
    expect(raised.created_at).toMatch(UTC_INSTANT)
    // The reply's answer is {detail}: the dispute is read again.
    const replied = await postDisputeMessage(raised.id, 'Photos attached')
    expect(replied.messages.at(-1)?.body).toBe('Photos attached')
    expect((await fetchDisputes()).map((dispute) => dispute.id)).toContain(raised.id)
    expect((await fetchDispute(raised.id)).status).toBe('open')
  })

  it('reads notifications and marks them read', async () => {
    await signIn(BAYO)
    const [first] = await fetchNotifications()
    expect(first?.time).toMatch(UTC_INSTANT)
    await markNotificationRead(first?.id ?? '')
    await markAllNotificationsRead([])
    expect((await fetchNotifications()).every((notification) => notification.read)).toBe(true)
  })

  it('resets a forgotten password', async () => {
    session.signOut()
    expect((await requestPasswordReset(ADA)).detail).toBe(FORGOT_PASSWORD_DETAIL)
    const mail = (await (await sandbox.app.request('/api/v1/__sandbox/mail')).json()) as {
      subject: string
      links: string[]
    }[]
    const link = mail.find((item) => item.subject === 'Reset your password')?.links[0] ?? ''
    const token = new URL(link).searchParams.get('token') ?? ''
    // The provider answers {"detail": …}, not the sandbox's {message}: still a success.
    await resetPassword({ token, password: 'newpass1', password2: 'newpass1' })
    await requestLogin({ email: ADA, password: 'newpass1' })
  })

  it('made every call of both contracts', () => {
    expect([...made].sort()).toEqual(STRICT_CALLS.map((call) => call.call).sort())
  })
})
