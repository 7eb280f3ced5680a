import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { MessageBody } from '../../src/contract/common'
import {
  AcceptResponse,
  CancelResponse,
  CreateOrderResponse,
  DisputableOrders,
  MonthlyStats,
  Order,
  OrdersByStatus,
  PendingOrders,
  STATUS_GROUP,
  type OrderState,
} from '../../src/contract/escrow'
import { SandboxPayment } from '../../src/contract/sandbox'
import { WalletTransactions } from '../../src/contract/wallet'
import type { Api } from './helpers'

/** The sandbox's accept answer outside strict mode: the contract's optional access code and a message. */
const SandboxAcceptAnswer = v.object({ access_code: v.nullish(v.string()), message: v.string() })
import {
  ADA,
  BAYO,
  expectDetail,
  expectIssues,
  expectOk,
  issueFor,
  newSandbox,
  money,
} from './helpers'

type OrderView = v.InferOutput<typeof Order>

async function allOrders(api: Api, token: string) {
  return expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
}

async function me(api: Api, token: string) {
  return expectOk(await api.get('/auth/me', { token }), User)
}

async function transactions(api: Api, token: string) {
  return expectOk(await api.get('/trnx', { token }), WalletTransactions)
}

/** A seeded pending order of `owner` matching the predicate. */
async function pendingOrder(api: Api, token: string, predicate: (order: OrderView) => boolean) {
  const order = (await allOrders(api, token)).pending.find(predicate)
  if (!order) throw new Error('no such seeded order')
  return order
}

function orderForm(fields: Record<string, string>, images: File[] = []): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  for (const image of images) form.append('images', image)
  return form
}

const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: Array.from('GIF89a', (c) => c.charCodeAt(0)),
  webp: Array.from('RIFF\0\0\0\0WEBPVP8 ', (c) => c.charCodeAt(0)),
}

/** A file of `bytes` bytes that starts like an image of `kind`, sent with the given type. */
function imageFile(name: string, kind: keyof typeof SIGNATURES, type: string, bytes = 64): File {
  const content = new Uint8Array(bytes).fill(7)
  content.set(SIGNATURES[kind])
  return new File([content], name, { type })
}

const png = (name = 'photo.png', bytes = 64) => imageFile(name, 'png', 'image/png', bytes)

const sellerFields = {
  name: 'Handwoven Aso-Oke & beads 🎁',
  price: '15213',
  description: 'Two pieces, <b>royal</b> blue.',
  delivery_date: '2025-07-01',
  receiver_email: 'newperson@example.com',
  receiver_phone: '08012345612',
  role: 'seller',
  logistic_service: 'gig',
}

describe('order lists', () => {
  it('GET /escrow/all groups every order of the user by status, newest first', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const groups = await allOrders(api, token)
    for (const status of ['pending', 'active', 'completed', 'cancelled'] as const) {
      expect(groups[status].length, status).toBeGreaterThan(0)
      // Disputed orders are listed with the active ones (lifecycle spec §2).
      expect(
        groups[status].every((order) => STATUS_GROUP[order.status as OrderState] === status),
      ).toBe(true)
      const times = groups[status].map((order) => Date.parse(order.created_at))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
    const mine = Object.values(groups).flat()
    expect(
      mine.every((order) => order.initiator?.email === ADA || order.receiver_email === ADA),
    ).toBe(true)
    expect(mine.some((order) => order.initiator?.email === ADA)).toBe(true)
    expect(mine.some((order) => order.receiver_email === ADA)).toBe(true)
  })

  it('GET /escrow/pending lists what waits for this user, in both roles; /auth/me counts them', async () => {
    const { api } = await newSandbox()
    for (const email of [ADA, BAYO]) {
      const token = await api.token(email)
      const pending = expectOk(await api.get('/escrow/pending', { token }), PendingOrders)
      expect(
        pending.every((order) => order.receiver_email === email && order.status === 'pending'),
      ).toBe(true)
      // Seller orders: the user is the buyer who must pay. Buyer orders: the user is the seller.
      expect(pending.some((order) => order.initiator_role === 'seller')).toBe(true)
      expect(pending.some((order) => order.initiator_role === 'buyer')).toBe(true)
      expect((await me(api, token)).pending_transactions).toBe(pending.length)
    }
  })

  it('leaves out buyer orders the buyer has not paid for yet', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const unpaid = await pendingOrder(api, ada, (o) => o.initiator?.email === 'fatima@escrow.test')
    const pending = expectOk(await api.get('/escrow/pending', { token: ada }), PendingOrders)
    expect(pending.map((order) => order.public_id)).not.toContain(unpaid.public_id)
  })

  it('GET /escrow/available-dispute lists only the active orders a dispute can be raised on (not disputed or completed ones)', async () => {
    const { api } = await newSandbox()
    const token = await api.token(BAYO)
    const disputable = expectOk(
      await api.get('/escrow/available-dispute', { token }),
      DisputableOrders,
    )
    const groups = await allOrders(api, token)
    // A disputed order is listed with the active ones, but has its dispute already.
    expect(groups.active.some((order) => order.status === 'disputed')).toBe(true)
    expect(groups.completed.length).toBeGreaterThan(0)
    const expected = groups.active
      .filter((order) => order.status !== 'disputed')
      .map((order) => order.public_id)
      .sort()
    expect(disputable.map((order) => order.public_id).sort()).toEqual(expected)
    expect(disputable.every((order) => order.item_name && order.receiver_email)).toBe(true)
  })

  it('every list needs a token', async () => {
    const { api } = await newSandbox()
    for (const path of [
      '/escrow/all',
      '/escrow/pending',
      '/escrow/monthly-stats',
      '/escrow/available-dispute',
      '/trnx',
    ]) {
      expectDetail(await api.get(path), 401, 'Not authenticated')
    }
  })
})

describe('GET /escrow/monthly-stats', () => {
  it('counts the orders of this year per month, months in order, none after the current one', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const stats = expectOk(await api.get('/escrow/monthly-stats', { token }), MonthlyStats)
    const months = ['January', 'February', 'March', 'April', 'May', 'June']
    expect(stats.map((stat) => stat.month)).toEqual(
      months.filter((m) => stats.some((s) => s.month === m)),
    )
    expect(stats.every((stat) => months.includes(stat.month) && stat.value > 0)).toBe(true)
    const total = Object.values(await allOrders(api, token)).flat().length
    expect(stats.reduce((sum, stat) => sum + stat.value, 0)).toBe(total)
  })

  it('omits months with no orders', async () => {
    const { api } = await newSandbox()
    const pair = expectOk(
      await api.post('/auth/register', {
        json: {
          full_name: 'New Person',
          nin: '12345678901',
          phone_number: '08011112222',
          email: 'np@example.com',
          password: 'secret1',
          password2: 'secret1',
        },
      }),
      v.object({ access_token: v.string() }),
      201,
    )
    const token = pair.access_token
    expect(expectOk(await api.get('/escrow/monthly-stats', { token }), MonthlyStats)).toEqual([])
    const form = orderForm({ ...sellerFields, role: 'buyer', logistic_service: '' })
    expectOk(await api.post('/escrow/create', { token, form }), CreateOrderResponse, 201)
    expect(expectOk(await api.get('/escrow/monthly-stats', { token }), MonthlyStats)).toEqual([
      { month: 'June', value: 1 },
    ])
  })
})

describe('GET /escrow/{id}', () => {
  it('shows everything with a token, and masks the contacts signed out', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const seeded = (await allOrders(api, token)).pending.find(
      (o) => o.initiator?.email === ADA && o.receiver_email === BAYO,
    )
    if (!seeded) throw new Error('seed lacks Ada → Bayo')
    const full = expectOk(await api.get(`/escrow/${seeded.public_id}`, { token }), Order)
    expect(full).toEqual(seeded)
    expect(full.initiator).toEqual({ full_name: 'Adaeze Okafor', email: ADA })
    expect(full.receiver).toEqual({ full_name: 'Bayo Adeyemi', email: BAYO })
    expect(full.receiver_phone).toBe('08129876543')

    const masked = expectOk(await api.get(`/escrow/${seeded.public_id}`), Order)
    expect(masked.initiator).toEqual({ full_name: 'Adaeze Okafor', email: 'ad***@escrow.test' })
    expect(masked.receiver_phone).toBe('081*****43')
    expect(masked.receiver_email).toBe('ba***@escrow.test')
    expect(masked.item_name).toBe(full.item_name)
    expect(masked.item_price).toBe(full.item_price)
  })

  it('masks the contacts for a signed-in user who is not a party, as for signed-out viewers', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const seeded = (await allOrders(api, token)).pending.find(
      (o) => o.initiator?.email === ADA && o.receiver_email === BAYO,
    )
    if (!seeded) throw new Error('seed lacks Ada → Bayo')
    const signedOut = expectOk(await api.get(`/escrow/${seeded.public_id}`), Order)
    const stranger = await api.token('chidi@escrow.test')
    const seen = expectOk(await api.get(`/escrow/${seeded.public_id}`, { token: stranger }), Order)
    expect(seen).toEqual(signedOut)
    expect(seen.initiator?.email).toBe('ad***@escrow.test')
    expect(seen.receiver?.email).toBe('ba***@escrow.test')
    expect(seen.receiver_email).toBe('ba***@escrow.test')
    expect(seen.receiver_phone).toBe('081*****43')
    // Both parties still see everything, the receiver included.
    const bayo = await api.token(BAYO)
    const asReceiver = expectOk(
      await api.get(`/escrow/${seeded.public_id}`, { token: bayo }),
      Order,
    )
    expect(asReceiver.initiator?.email).toBe(ADA)
    expect(asReceiver.receiver_phone).toBe('08129876543')
  })

  it('has every Order field; price as a 2-decimal string, fee as a number = 0.2% rounded half up', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    for (const order of Object.values(await allOrders(api, token)).flat()) {
      expect(String(order.item_price)).toMatch(/^\d+\.\d{2}$/)
      expect(typeof order.fee_amount).toBe('number')
      expect(money(order.fee_amount)).toBe(Math.floor((money(order.item_price) * 2 + 500) / 1000))
      expect(order.public_id).toMatch(/^ESC-[A-Z0-9]{8}$/)
      expect(['seller', 'buyer']).toContain(order.initiator_role)
      expect(order.images).toEqual(expect.any(Array))
    }
  })

  it('sends a null full_name for a receiver without an account', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const outsider = await pendingOrder(
      api,
      token,
      (o) => o.receiver_email === 'new.buyer@example.com',
    )
    expect(outsider.receiver).toEqual({ full_name: null, email: 'new.buyer@example.com' })
  })

  it('answers 404 "Escrow not found" for an unknown id and 401 for a bad token', async () => {
    const { api } = await newSandbox()
    expectDetail(await api.get('/escrow/ESC-NOPE0000'), 404, 'Escrow not found')
    const token = await api.token(ADA)
    expectDetail(await api.get('/escrow/ESC-NOPE0000', { token }), 404, 'Escrow not found')
    const some = (await allOrders(api, token)).active[0]?.public_id ?? ''
    expectDetail(
      await api.get(`/escrow/${some}`, { token: 'expired.or.bad' }),
      401,
      'Not authenticated',
    )
  })
})

describe('accept and decline', () => {
  it('a buyer accepting gets an access code; paying makes the order active and moves money', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const bayo = await api.token(BAYO)
    const order = await pendingOrder(
      api,
      bayo,
      (o) => o.initiator?.email === ADA && o.initiator_role === 'seller',
    )
    const bayoBefore = await me(api, bayo)
    const adaBefore = await me(api, ada)
    const txBefore = await transactions(api, bayo)

    const accepted = expectOk(
      await api.get(`/escrow/${order.public_id}/accept`, { token: bayo }),
      SandboxAcceptAnswer,
    )
    expect(accepted.access_code).toEqual(expect.any(String))
    expect(accepted.message).toBeTruthy()
    // Still pending until the payment completes; asking again gives the same checkout.
    expect(
      expectOk(await api.get(`/escrow/${order.public_id}`, { token: bayo }), Order).status,
    ).toBe('pending')
    const again = expectOk(
      await api.get(`/escrow/${order.public_id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    expect(again.access_code).toBe(accepted.access_code)

    const code = accepted.access_code ?? ''
    const payment = expectOk(await api.get(`/__sandbox/payments/${code}`), SandboxPayment)
    const fee = money(order.fee_amount)
    expect(payment).toEqual({
      access_code: code,
      public_id: order.public_id,
      item_name: order.item_name,
      amount: (money(order.item_price) + Math.ceil(fee / 2)) / 100,
      email: BAYO,
      status: 'open',
    })
    const completed = expectOk(
      await api.post(`/__sandbox/payments/${code}/complete`),
      SandboxPayment,
    )
    expect(completed.status).toBe('completed')

    expect(
      expectOk(await api.get(`/escrow/${order.public_id}`, { token: bayo }), Order).status,
    ).toBe('active')
    const bayoAfter = await me(api, bayo)
    const adaAfter = await me(api, ada)
    expect(money(bayoAfter.escrow_balance)).toBe(
      money(bayoBefore.escrow_balance) + money(order.item_price),
    )
    expect(money(adaAfter.escrow_balance)).toBe(
      money(adaBefore.escrow_balance) + money(order.item_price),
    )
    expect(bayoAfter.pending_transactions).toBe(bayoBefore.pending_transactions - 1)
    // Paid by card: the deposit balances the two debits, so the wallet is unchanged.
    expect(bayoAfter.wallet_balance).toBe(bayoBefore.wallet_balance)

    const txAfter = await transactions(api, bayo)
    const added = txAfter.slice(0, txAfter.length - txBefore.length)
    expect(added.map((tx) => [tx.transaction_type, tx.direction]).sort()).toEqual([
      ['deposit', 'credit'],
      ['escrow_fee', 'debit'],
      ['escrow_payment', 'debit'],
    ])
    expect(added.find((tx) => tx.transaction_type === 'escrow_payment')?.amount).toBe(
      money(order.item_price) / 100,
    )
    expect(added.every((tx) => /^[0-9a-f-]{36}$/.test(tx.id))).toBe(true)

    expectDetail(
      await api.post(`/__sandbox/payments/${code}/complete`),
      400,
      'Payment already completed',
    )
    expectDetail(
      await api.get(`/escrow/${order.public_id}/accept`, { token: bayo }),
      400,
      'Order is not pending',
    )
  })

  it('a cancelled payment leaves the order unchanged, and the same code can still be paid', async () => {
    const { api } = await newSandbox()
    const bayo = await api.token(BAYO)
    const order = await pendingOrder(
      api,
      bayo,
      (o) => o.initiator?.email === ADA && o.initiator_role === 'seller',
    )
    const before = await transactions(api, bayo)
    const { access_code } = expectOk(
      await api.get(`/escrow/${order.public_id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    // Accepting is recorded (lifecycle spec §2): the buyer's money is due from now on.
    const accepted = expectOk(await api.get(`/escrow/${order.public_id}`, { token: bayo }), Order)
    expect(accepted).toEqual({
      ...order,
      awaiting_payment: true,
      updated_at: accepted.updated_at,
      events: [...(order.events ?? []), { type: 'accepted', at: accepted.updated_at, by: 'buyer' }],
    })
    const cancelled = expectOk(
      await api.post(`/__sandbox/payments/${access_code}/cancel`),
      SandboxPayment,
    )
    expect(cancelled.status).toBe('cancelled')
    expect(expectOk(await api.get(`/escrow/${order.public_id}`, { token: bayo }), Order)).toEqual(
      accepted,
    )
    expect(await transactions(api, bayo)).toEqual(before)
    // Like the card provider: accepting again hands out the same (abandoned) checkout…
    const retry = expectOk(
      await api.get(`/escrow/${order.public_id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    expect(retry.access_code).toBe(access_code)
    // …which can still be paid, once.
    expect(
      expectOk(await api.post(`/__sandbox/payments/${access_code}/complete`), SandboxPayment)
        .status,
    ).toBe('completed')
    expect(
      expectOk(await api.get(`/escrow/${order.public_id}`, { token: bayo }), Order).status,
    ).toBe('active')
    expectDetail(
      await api.post(`/__sandbox/payments/${access_code}/complete`),
      400,
      'Payment already completed',
    )
  })

  it('answers 404 for an unknown payment', async () => {
    const { api } = await newSandbox()
    expectDetail(await api.get('/__sandbox/payments/nope'), 404, 'Payment not found')
    expectDetail(await api.post('/__sandbox/payments/nope/complete'), 404, 'Payment not found')
    expectDetail(await api.post('/__sandbox/payments/nope/cancel'), 404, 'Payment not found')
  })

  it('a seller accepting a paid buyer order makes it active at once, without an access code', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const pending = expectOk(await api.get('/escrow/pending', { token: ada }), PendingOrders)
    const order = pending.find((o) => o.initiator_role === 'buyer')
    if (!order) throw new Error('no paid buyer order for Ada')
    const before = await me(api, ada)
    const reply = expectOk(
      await api.get(`/escrow/${order.public_id}/accept`, { token: ada }),
      SandboxAcceptAnswer,
    )
    expect(reply.access_code ?? null).toBeNull()
    expect(reply.message).toBeTruthy()
    expect(
      expectOk(await api.get(`/escrow/${order.public_id}`, { token: ada }), Order).status,
    ).toBe('active')
    expect((await me(api, ada)).pending_transactions).toBe(before.pending_transactions - 1)
  })

  it('a seller cannot accept a buyer order that is not paid yet', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const unpaid = await pendingOrder(api, ada, (o) => o.initiator?.email === 'fatima@escrow.test')
    expectDetail(await api.get(`/escrow/${unpaid.public_id}/accept`, { token: ada }), 400)
  })

  it('only the receiver may accept (403), and unknown ids get 404', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const own = await pendingOrder(api, ada, (o) => o.initiator?.email === ADA)
    expectDetail(await api.get(`/escrow/${own.public_id}/accept`, { token: ada }), 403)
    const chidi = await api.token('chidi@escrow.test')
    expectDetail(await api.get(`/escrow/${own.public_id}/accept`, { token: chidi }), 403)
    expectDetail(
      await api.get('/escrow/ESC-NOPE0000/accept', { token: ada }),
      404,
      'Escrow not found',
    )
    expectDetail(await api.get(`/escrow/${own.public_id}/accept`), 401, 'Not authenticated')
  })

  it('declining cancels the order; either party may; others get 403', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const bayo = await api.token(BAYO)
    const received = await pendingOrder(
      api,
      ada,
      (o) => o.receiver_email === ADA && o.initiator_role === 'seller',
    )
    expectOk(await api.get(`/escrow/${received.public_id}/cancel`, { token: ada }), CancelResponse)
    expect(
      expectOk(await api.get(`/escrow/${received.public_id}`, { token: ada }), Order).status,
    ).toBe('cancelled')
    expectDetail(
      await api.get(`/escrow/${received.public_id}/cancel`, { token: ada }),
      400,
      'Order is not pending',
    )

    const own = await pendingOrder(
      api,
      ada,
      (o) => o.initiator?.email === ADA && o.receiver_email !== BAYO,
    )
    expectDetail(await api.get(`/escrow/${own.public_id}/cancel`, { token: bayo }), 403)
    expectOk(await api.get(`/escrow/${own.public_id}/cancel`, { token: ada }), MessageBody)
    expectDetail(
      await api.get('/escrow/ESC-NOPE0000/cancel', { token: ada }),
      404,
      'Escrow not found',
    )
  })

  it('declining a paid order refunds the buyer', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const tobi = await api.token('tobi.long@escrow.test')
    const paid = await pendingOrder(api, ada, (o) => o.initiator?.email === 'tobi.long@escrow.test')
    const tobiBefore = await me(api, tobi)
    const adaBefore = await me(api, ada)
    expectOk(await api.get(`/escrow/${paid.public_id}/cancel`, { token: ada }), CancelResponse)
    const [refund] = await transactions(api, tobi)
    const total = money(paid.item_price) + Math.ceil(money(paid.fee_amount) / 2)
    expect(refund).toMatchObject({
      transaction_type: 'refund',
      direction: 'credit',
      amount: total / 100,
      status: 'success',
    })
    const tobiAfter = await me(api, tobi)
    expect(money(tobiAfter.wallet_balance)).toBe(money(tobiBefore.wallet_balance) + total)
    expect(money(tobiAfter.escrow_balance)).toBe(
      money(tobiBefore.escrow_balance) - money(paid.item_price),
    )
    expect(money((await me(api, ada)).escrow_balance)).toBe(
      money(adaBefore.escrow_balance) - money(paid.item_price),
    )
  })

  it('not-pending orders get 400 for accept and decline', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const groups = await allOrders(api, ada)
    for (const order of [groups.active[0], groups.completed[0], groups.cancelled[0]]) {
      expectDetail(
        await api.get(`/escrow/${order?.public_id}/cancel`, { token: ada }),
        400,
        'Order is not pending',
      )
    }
    const received =
      groups.completed.find((o) => o.receiver_email === ADA) ??
      groups.active.find((o) => o.receiver_email === ADA)
    expectDetail(
      await api.get(`/escrow/${received?.public_id}/accept`, { token: ada }),
      400,
      'Order is not pending',
    )
  })
})

describe('POST /escrow/create', () => {
  it('a seller order: images required, no access code, invite goes to the receiver', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const form = orderForm(sellerFields, [png('a.png'), imageFile('b.gif', 'gif', 'image/gif')])
    const created = expectOk(
      await api.post('/escrow/create', { token: ada, form }),
      v.object({ ...CreateOrderResponse.entries, message: v.string() }),
      201,
    )
    expect(created.data.access_code ?? null).toBeNull()
    expect(created.data.public_id).toMatch(/^ESC-[A-Z0-9]{8}$/)
    expect(created.message).toContain('newperson@example.com')

    const order = expectOk(
      await api.get(`/escrow/${created.data.public_id}`, { token: ada }),
      Order,
    )
    expect(order).toMatchObject({
      item_name: sellerFields.name,
      description: sellerFields.description,
      item_price: '15213.00',
      fee_amount: 30.43,
      status: 'pending',
      expected_delivery_date: '2025-07-01',
      created_at: '2025-06-15T10:00:00.000Z',
      initiator: { full_name: 'Adaeze Okafor', email: ADA },
      initiator_role: 'seller',
      receiver: { full_name: null, email: 'newperson@example.com' },
      receiver_email: 'newperson@example.com',
      receiver_phone: '08012345612',
      logistic_service: 'gig',
    })
    expect(order.images).toHaveLength(2)
    const image = await api.sandbox.app.request(order.images?.[0] ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-security-policy')).toContain('sandbox')
    expect((await image.arrayBuffer()).byteLength).toBe(64)
    expect((await api.sandbox.app.request('/api/v1/__sandbox/images/nope-nope-nope')).status).toBe(
      404,
    )
    expect((await allOrders(api, ada)).pending[0]?.public_id).toBe(created.data.public_id)
  })

  it('a buyer order: access code to pay; paid, it waits for the seller, whose accept makes it active', async () => {
    const { api } = await newSandbox()
    const bayo = await api.token(BAYO)
    const ada = await api.token(ADA)
    const form = orderForm({
      ...sellerFields,
      role: 'buyer',
      receiver_email: ADA,
      logistic_service: '',
    })
    const created = expectOk(
      await api.post('/escrow/create', { token: bayo, form }),
      CreateOrderResponse,
      201,
    )
    const code = created.data.access_code ?? ''
    expect(code).not.toBe('')
    const id = created.data.public_id ?? ''

    const payment = expectOk(await api.get(`/__sandbox/payments/${code}`), SandboxPayment)
    expect(payment).toMatchObject({ public_id: id, amount: 15228.22, email: BAYO, status: 'open' })
    // Not paid yet: the seller does not see it as pending.
    let adaPending = expectOk(await api.get('/escrow/pending', { token: ada }), PendingOrders)
    expect(adaPending.map((o) => o.public_id)).not.toContain(id)

    const escrowBefore = money((await me(api, bayo)).escrow_balance)
    expectOk(await api.post(`/__sandbox/payments/${code}/complete`), SandboxPayment)
    expect(expectOk(await api.get(`/escrow/${id}`, { token: bayo }), Order).status).toBe('pending')
    expect(money((await me(api, bayo)).escrow_balance)).toBe(escrowBefore + 1_521_300)
    adaPending = expectOk(await api.get('/escrow/pending', { token: ada }), PendingOrders)
    expect(adaPending.map((o) => o.public_id)).toContain(id)

    const accept = expectOk(await api.get(`/escrow/${id}/accept`, { token: ada }), AcceptResponse)
    expect(accept.access_code ?? null).toBeNull()
    expect(expectOk(await api.get(`/escrow/${id}`, { token: ada }), Order).status).toBe('active')
  })

  it('accepts a buyer order without images, and a price with two decimals', async () => {
    const { api } = await newSandbox()
    const bayo = await api.token(BAYO)
    const form = orderForm({
      ...sellerFields,
      role: 'buyer',
      price: '999.99',
      logistic_service: '',
    })
    const created = expectOk(
      await api.post('/escrow/create', { token: bayo, form }),
      CreateOrderResponse,
      201,
    )
    const order = expectOk(
      await api.get(`/escrow/${created.data.public_id}`, { token: bayo }),
      Order,
    )
    expect(order.item_price).toBe('999.99')
    expect(order.fee_amount).toBe(2)
    expect(order.logistic_service).toBeNull()
  })

  it('422: seller without images', async () => {
    const { api } = await newSandbox()
    const issues = expectIssues(
      await api.post('/escrow/create', {
        token: await api.token(ADA),
        form: orderForm(sellerFields),
      }),
    )
    expect(issues).toEqual([{ loc: ['body', 'images'], msg: 'Image required', type: 'missing' }])
  })

  it('422: a file that is not an image', async () => {
    const { api } = await newSandbox()
    const pdf = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })
    const form = orderForm(sellerFields, [png(), pdf])
    const issues = expectIssues(
      await api.post('/escrow/create', { token: await api.token(ADA), form }),
    )
    expect(issues).toEqual([
      { loc: ['body', 'images', 1], msg: 'Only image files are allowed', type: 'value_error' },
    ])
  })

  it('422: eleven images', async () => {
    const { api } = await newSandbox()
    const form = orderForm(
      sellerFields,
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
    )
    const issues = expectIssues(
      await api.post('/escrow/create', { token: await api.token(ADA), form }),
    )
    expect(issueFor(issues, 'images')).toBe('At most 10 images are allowed')
  })

  it('422: an image over 5 MB (exactly 5 MB is fine)', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const big = orderForm(sellerFields, [png('big.png', 5 * 1024 * 1024 + 1)])
    const issues = expectIssues(await api.post('/escrow/create', { token, form: big }))
    expect(issueFor(issues, 'images', 0)).toBe('Each image must be at most 5MB')
    const limit = orderForm(sellerFields, [png('limit.png', 5 * 1024 * 1024)])
    expectOk(await api.post('/escrow/create', { token, form: limit }), CreateOrderResponse, 201)
  })

  it('422: missing and invalid text fields, with the form messages', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const missing = expectIssues(
      await api.post('/escrow/create', { token, form: orderForm({ role: 'buyer' }) }),
    )
    for (const field of [
      'name',
      'price',
      'description',
      'delivery_date',
      'receiver_email',
      'receiver_phone',
    ]) {
      expect(issueFor(missing, field), field).toBe('Field required')
    }
    const invalid = expectIssues(
      await api.post('/escrow/create', {
        token,
        form: orderForm({
          name: '   ',
          price: '0',
          description: '',
          delivery_date: '',
          receiver_email: 'not-an-email',
          receiver_phone: '123',
          role: 'buyer',
          logistic_service: 'camel',
        }),
      }),
    )
    expect(issueFor(invalid, 'name')).toBe('Required')
    expect(issueFor(invalid, 'price')).toBe('Enter a valid amount')
    expect(issueFor(invalid, 'description')).toBe('Required')
    expect(issueFor(invalid, 'delivery_date')).toBe('Delivery date required')
    expect(issueFor(invalid, 'receiver_email')).toBe('Invalid email')
    expect(issueFor(invalid, 'receiver_phone')).toBe('Enter a valid phone number')
    expect(issueFor(invalid, 'logistic_service')).toBeTruthy()
    for (const price of ['-5', 'abc', '1e3', '0x10', '2000000000']) {
      const issues = expectIssues(
        await api.post('/escrow/create', {
          token,
          form: orderForm({ ...sellerFields, role: 'buyer', price }),
        }),
      )
      expect(issueFor(issues, 'price'), price).toBe('Enter a valid amount')
    }
    const role = expectIssues(
      await api.post('/escrow/create', {
        token,
        form: orderForm({ ...sellerFields, role: 'broker' }),
      }),
    )
    expect(issueFor(role, 'role')).toBeTruthy()
  })

  it('422 for a JSON body; 400 for an order with oneself; 401 without a token', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    expectIssues(await api.post('/escrow/create', { token, json: sellerFields }))
    const self = orderForm({ ...sellerFields, role: 'buyer', receiver_email: 'Ada@Escrow.test' })
    expectDetail(await api.post('/escrow/create', { token, form: self }), 400)
    expectDetail(
      await api.post('/escrow/create', { form: orderForm(sellerFields, [png()]) }),
      401,
      'Not authenticated',
    )
  })

  it('422: names, e-mails and descriptions over their limits (at the limit is fine)', async () => {
    const { api } = await newSandbox()
    const token = await api.token(BAYO)
    const buyerFields = { ...sellerFields, role: 'buyer', logistic_service: '' }
    const tooLong = (field: string, max: number) => ({
      loc: ['body', field],
      msg: `String should have at most ${max} characters`,
      type: 'string_too_long',
    })
    const cases: [field: string, value: string, max: number][] = [
      ['name', 'n'.repeat(201), 200],
      ['name', 'n'.repeat(500_000), 200],
      ['description', 'd'.repeat(5_001), 5_000],
      ['receiver_email', `${'r'.repeat(243)}@example.com`, 254],
    ]
    for (const [field, value, max] of cases) {
      const form = orderForm({ ...buyerFields, [field]: value })
      const issues = expectIssues(await api.post('/escrow/create', { token, form }))
      expect(issues, field).toEqual([tooLong(field, max)])
    }
    expect(api.sandbox.state().orders.some((order) => order.item_name.length > 200)).toBe(false)
    const atLimit = orderForm({
      ...buyerFields,
      name: '🎁'.repeat(200),
      description: 'd'.repeat(5_000),
      receiver_email: `${'r'.repeat(242)}@example.com`,
    })
    expectOk(await api.post('/escrow/create', { token, form: atLimit }), CreateOrderResponse, 201)
  })

  it('422: files that are not PNG, JPEG, GIF or WebP by their first bytes, whatever their type says', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'x.png', {
      type: 'image/png',
    })
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'], 'y.png', {
      type: 'image/png',
    })
    const realSvg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'z.svg', {
      type: 'image/svg+xml',
    })
    const empty = new File([], 'empty.png', { type: 'image/png' })
    const form = orderForm(sellerFields, [png(), html, svg, realSvg, empty])
    const issues = expectIssues(await api.post('/escrow/create', { token, form }))
    expect(issues).toEqual(
      [1, 2, 3, 4].map((index) => ({
        loc: ['body', 'images', index],
        msg: 'Only image files are allowed',
        type: 'value_error',
      })),
    )
    expect(api.sandbox.state().images).toEqual([])
  })

  it('stores each image as the type its bytes show (a JPEG sent as image/png is served as a JPEG)', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const files = [
      imageFile('a.png', 'png', 'image/png'),
      imageFile('b.png', 'jpeg', 'image/png'),
      imageFile('c.gif', 'gif', 'image/gif'),
      imageFile('d.webp', 'webp', 'application/octet-stream'),
    ]
    const created = expectOk(
      await api.post('/escrow/create', { token, form: orderForm(sellerFields, files) }),
      CreateOrderResponse,
      201,
    )
    const order = expectOk(await api.get(`/escrow/${created.data.public_id}`, { token }), Order)
    const types: (string | null)[] = []
    for (const url of order.images ?? []) {
      types.push((await api.sandbox.app.request(url)).headers.get('content-type'))
    }
    expect(types).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
  })

  it('422: impossible calendar dates and delivery dates before today', async () => {
    const { api } = await newSandbox() // today: 2025-06-15 (10:00 UTC)
    const token = await api.token(BAYO)
    const buyerFields = { ...sellerFields, role: 'buyer', logistic_service: '' }
    const impossible = {
      msg: 'Input should be a valid date or datetime, day value is outside expected range',
      type: 'date_from_datetime_parsing',
    }
    const past = { msg: 'The delivery date cannot be in the past', type: 'value_error' }
    const cases: [string, { msg: string; type: string }][] = [
      ['2026-02-31', impossible],
      ['2026-02-29', impossible],
      ['2026-04-31', impossible],
      ['2026-02-30T10:00:00Z', impossible],
      ['2025-06-13', past],
      ['2024-12-31', past],
      ['2025-06-01T09:00:00Z', past],
    ]
    for (const [date, expected] of cases) {
      const form = orderForm({ ...buyerFields, delivery_date: date })
      const issues = expectIssues(await api.post('/escrow/create', { token, form }))
      expect(issues, date).toEqual([{ loc: ['body', 'delivery_date'], ...expected }])
    }
    // Today, a leap day, and the day before (it is still that day west of UTC) are fine.
    for (const date of ['2025-06-15', '2028-02-29', '2025-06-14']) {
      const form = orderForm({ ...buyerFields, delivery_date: date })
      const reply = await api.post('/escrow/create', { token, form })
      expectOk(reply, CreateOrderResponse, 201)
    }
  })

  it('422: prices with more than two decimals, never rounded silently', async () => {
    const { api } = await newSandbox()
    const token = await api.token(BAYO)
    const before = api.sandbox.state().orders.length
    for (const price of ['12.345', '0.005', '0.001', '999.995', '15213.101']) {
      const form = orderForm({ ...sellerFields, role: 'buyer', logistic_service: '', price })
      const issues = expectIssues(await api.post('/escrow/create', { token, form }))
      expect(issues, price).toEqual([
        {
          loc: ['body', 'price'],
          msg: 'Decimal input should have no more than 2 decimal places',
          type: 'decimal_max_places',
        },
      ])
    }
    expect(api.sandbox.state().orders).toHaveLength(before)
    const accepted: [price: string, stored: string][] = [
      ['12.3', '12.30'],
      ['12.34', '12.34'],
      ['12.340', '12.34'],
    ]
    for (const [price, stored] of accepted) {
      const form = orderForm({ ...sellerFields, role: 'buyer', logistic_service: '', price })
      const created = expectOk(
        await api.post('/escrow/create', { token, form }),
        CreateOrderResponse,
        201,
      )
      const order = expectOk(await api.get(`/escrow/${created.data.public_id}`, { token }), Order)
      expect(order.item_price, price).toBe(stored)
    }
  })
})
