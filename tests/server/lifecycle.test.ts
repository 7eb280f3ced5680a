/**
 * The lifecycle extension in the sandbox (lifecycle spec §2): pay (card or wallet), deliver,
 * release, automatic release after the inspection period (on the sandbox clock, and after a
 * restart), decline and withdraw, events, money movements and transaction rows, races.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import {
  AcceptResponse,
  CancelResponse,
  CreateOrderResponse,
  INSPECTION_PERIOD_MS,
  Order,
  OrdersByStatus,
  PayByCardResponse,
} from '../../src/contract/escrow'
import {
  buyerFeeShareKobo,
  buyerTotalKobo,
  escrowFeeKobo,
  sellerFeeShareKobo,
  sellerPayoutKobo,
} from '../../src/contract/money'
import { SandboxPayment } from '../../src/contract/sandbox'
import { WalletTransactions, type WalletTransaction } from '../../src/contract/wallet'
import { createSandbox } from '../../src/server/app'
import { markDisputed } from '../../src/server/escrow-flow'
import { findOrder } from '../../src/server/orders'
import {
  ADA,
  Api,
  BAYO,
  createOrderForm,
  expectDetail,
  expectIssues,
  expectOk,
  fixedClock,
  issueFor,
  money,
  newSandbox,
  NOW,
  PASSWORD,
  sellersOrder,
  withParties,
} from './helpers'
const CHIDI = 'chidi@escrow.test'
const HOUR = 3_600_000

const PRICE_KOBO = 1_521_300
const FEE_KOBO = escrowFeeKobo(PRICE_KOBO)

async function create(
  api: Api,
  token: string,
  role: 'seller' | 'buyer',
  receiver: string,
  price?: string,
) {
  const reply = await api.post('/escrow/create', {
    token,
    form: createOrderForm(role, receiver, price),
  })
  return expectOk(reply, CreateOrderResponse, 201).data
}

const getOrder = async (api: Api, token: string, id: string) =>
  expectOk(await api.get(`/escrow/${id}`, { token }), Order)
const me = async (api: Api, token: string) => expectOk(await api.get('/auth/me', { token }), User)
const transactions = async (api: Api, token: string) =>
  expectOk(await api.get('/trnx', { token }), WalletTransactions)
const complete = async (api: Api, code: string) =>
  expectOk(await api.post(`/__sandbox/payments/${code}/complete`), SandboxPayment)
/** Paying from the wallet takes the password (agreements spec §10); a card payment none. */
const pay = (api: Api, token: string, id: string, method: unknown) =>
  api.post(`/escrow/${id}/pay`, {
    token,
    json: method === 'wallet' ? { method, password: PASSWORD } : { method },
  })
const deliver = (api: Api, token: string, id: string, json?: unknown) =>
  api.post(`/escrow/${id}/deliver`, { token, json })
/** Releasing takes the buyer's password (agreements spec §10; tests/server/money-password.test.ts). */
const release = (api: Api, token: string, id: string, headers?: Record<string, string>) =>
  api.post(`/escrow/${id}/release`, { token, headers, json: { password: PASSWORD } })

/** Transactions that came after `before` (newest first), as [type, direction, kobo]. */
function newRows(after: WalletTransaction[], before: WalletTransaction[]) {
  const seen = new Set(before.map((tx) => tx.id))
  return after
    .filter((tx) => !seen.has(tx.id))
    .map((tx) => [tx.transaction_type, tx.direction, money(tx.amount)] as const)
}

describe('POST /escrow/{id}/pay', () => {
  it('card: the accepted order awaits the buyer; the code is the same while unpaid; paying makes it active', async () => {
    const { api, ada, bayo } = await withParties()
    const { public_id } = await create(api, ada, 'seller', BAYO)
    const id = public_id ?? ''
    const created = await getOrder(api, bayo, id)
    expect(created.awaiting_payment).toBe(false)
    expect(created.events).toEqual([{ type: 'created', at: NOW.toISOString(), by: 'seller' }])
    // Not accepted yet: nothing is due.
    expectDetail(await pay(api, bayo, id, 'card'), 400, 'Order is not awaiting payment')

    const accepted = expectOk(
      await api.get(`/escrow/${id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    expect((await getOrder(api, bayo, id)).awaiting_payment).toBe(true)
    const first = expectOk(await pay(api, bayo, id, 'card'), PayByCardResponse)
    expect(first.access_code).toBe(accepted.access_code)
    await api.post(`/__sandbox/payments/${first.access_code}/cancel`)
    expect(expectOk(await pay(api, bayo, id, 'card'), PayByCardResponse)).toEqual(first)

    const walletBefore = money((await me(api, bayo)).wallet_balance)
    const before = await transactions(api, bayo)
    await complete(api, first.access_code)
    const paid = await getOrder(api, bayo, id)
    expect(paid.status).toBe('active')
    expect(paid.awaiting_payment).toBe(false)
    expect(paid.events?.map((event) => `${event.type}/${event.by}`)).toEqual([
      'created/seller',
      'accepted/buyer',
      'paid/buyer',
    ])
    // A card payment: the deposit from the card, then the price and the buyer's half into escrow.
    expect(newRows(await transactions(api, bayo), before)).toEqual([
      ['escrow_fee', 'debit', buyerFeeShareKobo(FEE_KOBO)],
      ['escrow_payment', 'debit', PRICE_KOBO],
      ['deposit', 'credit', buyerTotalKobo(PRICE_KOBO, FEE_KOBO)],
    ])
    expect(money((await me(api, bayo)).wallet_balance)).toBe(walletBefore)
    expectDetail(await pay(api, bayo, id, 'card'), 400, 'Order is not awaiting payment')
  })

  it("accept again after the pop-up closed: the same code, no second accepted event; still in the buyer's pending list", async () => {
    const { api, ada, bayo } = await withParties()
    const { public_id } = await create(api, ada, 'seller', BAYO)
    const id = public_id ?? ''
    const first = expectOk(await api.get(`/escrow/${id}/accept`, { token: bayo }), AcceptResponse)
    await api.post(`/__sandbox/payments/${first.access_code ?? ''}/cancel`)
    const again = expectOk(await api.get(`/escrow/${id}/accept`, { token: bayo }), AcceptResponse)
    expect(again.access_code).toBe(first.access_code)
    const order = await getOrder(api, bayo, id)
    expect([order.status, order.awaiting_payment]).toEqual(['pending', true])
    expect(order.events?.map((event) => `${event.type}/${event.by}`)).toEqual([
      'created/seller',
      'accepted/buyer',
    ])
    // The dashboard's Pending Escrows keeps it, where the buyer now sees Pay now.
    const pending = expectOk(await api.get('/escrow/pending', { token: bayo }), v.array(Order))
    expect(pending.map((each) => [each.public_id, each.awaiting_payment])).toContainEqual([
      id,
      true,
    ])
  })

  it("card: a buyer's own new order gets the code it was created with, until paid", async () => {
    const { api, bayo } = await withParties()
    const created = await create(api, bayo, 'buyer', ADA)
    const id = created.public_id ?? ''
    expect((await getOrder(api, bayo, id)).awaiting_payment).toBe(true)
    const again = expectOk(await pay(api, bayo, id, 'card'), PayByCardResponse)
    expect(again.access_code).toBe(created.access_code)
    await complete(api, again.access_code)
    const paid = await getOrder(api, bayo, id)
    // Paid, it waits for the seller's accept, as before.
    expect([paid.status, paid.awaiting_payment]).toEqual(['pending', false])
    expectDetail(await pay(api, bayo, id, 'card'), 400, 'Order is not awaiting payment')
  })

  it('wallet: debits price + the buyer’s half; escrow balances rise by the price; accepted order active', async () => {
    const { api, ada, bayo } = await withParties()
    const { public_id } = await create(api, ada, 'seller', BAYO)
    const id = public_id ?? ''
    const accepted = expectOk(
      await api.get(`/escrow/${id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    const [buyerBefore, sellerBefore, rowsBefore] = [
      await me(api, bayo),
      await me(api, ada),
      await transactions(api, bayo),
    ]

    const paid = expectOk(await pay(api, bayo, id, 'wallet'), Order)
    expect(paid.status).toBe('active')
    expect(paid.awaiting_payment).toBe(false)
    expect(paid.events?.at(-1)).toEqual({ type: 'paid', at: NOW.toISOString(), by: 'buyer' })
    expect(await getOrder(api, bayo, id)).toEqual(paid)

    const [buyerAfter, sellerAfter] = [await me(api, bayo), await me(api, ada)]
    expect(money(buyerAfter.wallet_balance)).toBe(
      money(buyerBefore.wallet_balance) - buyerTotalKobo(PRICE_KOBO, FEE_KOBO),
    )
    expect(money(buyerAfter.escrow_balance)).toBe(money(buyerBefore.escrow_balance) + PRICE_KOBO)
    expect(money(sellerAfter.escrow_balance)).toBe(money(sellerBefore.escrow_balance) + PRICE_KOBO)
    expect(money(sellerAfter.wallet_balance)).toBe(money(sellerBefore.wallet_balance))
    expect(newRows(await transactions(api, bayo), rowsBefore)).toEqual([
      ['escrow_fee', 'debit', buyerFeeShareKobo(FEE_KOBO)],
      ['escrow_payment', 'debit', PRICE_KOBO],
    ])
    // The card checkout of the accept can no longer take the money a second time.
    expectDetail(
      await api.post(`/__sandbox/payments/${accepted.access_code}/complete`),
      400,
      'Order is not pending',
    )
  })

  it("wallet: a buyer's own new order is paid and then waits for the seller", async () => {
    const { api, ada, bayo } = await withParties()
    const { public_id, access_code } = await create(api, bayo, 'buyer', ADA)
    const id = public_id ?? ''
    const paid = expectOk(await pay(api, bayo, id, 'wallet'), Order)
    expect([paid.status, paid.awaiting_payment]).toEqual(['pending', false])
    // The checkout opened at creation is closed, and cannot take the money a second time.
    const checkout = expectOk(await api.get(`/__sandbox/payments/${access_code}`), SandboxPayment)
    expect(checkout.status).toBe('cancelled')
    expectDetail(
      await api.post(`/__sandbox/payments/${access_code}/complete`),
      400,
      'Order is already paid for',
    )
    expectOk(await api.get(`/escrow/${id}/accept`, { token: ada }), AcceptResponse)
    const active = await getOrder(api, ada, id)
    expect(active.status).toBe('active')
    expect(active.events?.map((event) => `${event.type}/${event.by}`)).toEqual([
      'created/buyer',
      'paid/buyer',
      'accepted/seller',
    ])
  })

  it('errors: who may pay, when, with what, and how much', async () => {
    const { api, ada, bayo } = await withParties()
    const chidi = await api.token(CHIDI)
    const { public_id } = await create(api, bayo, 'buyer', ADA)
    const id = public_id ?? ''
    expectDetail(await pay(api, ada, id, 'wallet'), 403, 'Only the buyer can pay for this order')
    expectDetail(await pay(api, chidi, id, 'card'), 403, 'Only the buyer can pay for this order')
    expectDetail(await pay(api, bayo, 'ESC-NOPE0000', 'card'), 404, 'Escrow not found')
    expectDetail(
      await api.post(`/escrow/${id}/pay`, { json: { method: 'card' } }),
      401,
      'Not authenticated',
    )
    expect(issueFor(expectIssues(await pay(api, bayo, id, 'cash')), 'method')).toBe(
      "Input should be 'card' or 'wallet'",
    )
    expect(
      issueFor(
        expectIssues(await api.post(`/escrow/${id}/pay`, { token: bayo, json: {} })),
        'method',
      ),
    ).toBe('Field required')
    expectIssues(
      await api.post(`/escrow/${id}/pay`, {
        token: bayo,
        raw: { body: '{', type: 'application/json' },
      }),
    )

    // More than the wallet holds: nothing changes.
    const big = (await create(api, bayo, 'buyer', ADA, '900000000')).public_id ?? ''
    const before = await transactions(api, bayo)
    expectDetail(await pay(api, bayo, big, 'wallet'), 400, 'Insufficient wallet balance')
    expect(await transactions(api, bayo)).toEqual(before)
    expect((await getOrder(api, bayo, big)).awaiting_payment).toBe(true)

    // Withdrawn: not awaiting payment any more.
    expectOk(await api.get(`/escrow/${id}/cancel`, { token: bayo }), CancelResponse)
    expectDetail(await pay(api, bayo, id, 'wallet'), 400, 'Order is not awaiting payment')
  })
})

describe('POST /escrow/{id}/deliver', () => {
  it('the seller marks an active order delivered: the 72-hour inspection period starts', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    const delivered = expectOk(
      await deliver(api, ada, id, {
        delivery_note: '  Left with the gateman ',
        tracking_number: 'GIG-4411',
      }),
      Order,
    )
    expect(delivered).toMatchObject({
      status: 'active',
      delivered_at: NOW.toISOString(),
      inspection_ends_at: new Date(NOW.getTime() + INSPECTION_PERIOD_MS).toISOString(),
      delivery_note: 'Left with the gateman',
      tracking_number: 'GIG-4411',
      released_at: null,
    })
    expect(INSPECTION_PERIOD_MS).toBe(72 * HOUR)
    expect(delivered.events?.at(-1)).toEqual({
      type: 'delivered',
      at: NOW.toISOString(),
      by: 'seller',
    })
    expect(await getOrder(api, bayo, id)).toEqual(delivered)
    // Only the parties see where the goods went.
    const masked = expectOk(await api.get(`/escrow/${id}`), Order)
    expect([masked.delivery_note, masked.tracking_number, masked.delivered_at]).toEqual([
      null,
      null,
      NOW.toISOString(),
    ])
  })

  it('takes no body, an empty one, or nulls; blank texts are kept as null', async () => {
    const { api, ada, bayo } = await withParties()
    for (const body of [undefined, {}, { delivery_note: null, tracking_number: '  ' }]) {
      const id = await sellersOrder(api, ada, bayo, 'paid')
      const delivered = expectOk(await deliver(api, ada, id, body), Order)
      expect([delivered.delivery_note, delivered.tracking_number]).toEqual([null, null])
    }
  })

  it('errors: only the seller, only an active undelivered order, lengths counted as characters', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    expectDetail(await deliver(api, bayo, id), 403, 'Only the seller can mark this order delivered')
    expectDetail(
      await deliver(api, await api.token(CHIDI), id),
      403,
      'Only the seller can mark this order delivered',
    )
    const issues = expectIssues(
      await deliver(api, ada, id, {
        delivery_note: 'a'.repeat(1001),
        tracking_number: 'b'.repeat(101),
      }),
    )
    expect(issueFor(issues, 'delivery_note')).toBe('String should have at most 1000 characters')
    expect(issueFor(issues, 'tracking_number')).toBe('String should have at most 100 characters')
    expect(issues.map((issue) => issue.type)).toEqual(['string_too_long', 'string_too_long'])
    expect(
      issueFor(
        expectIssues(await deliver(api, ada, id, { tracking_number: 42 })),
        'tracking_number',
      ),
    ).toBe('Input should be a valid string')
    // 1000 emoji are 1000 characters.
    expectOk(
      await deliver(api, ada, id, {
        delivery_note: '📦'.repeat(1000),
        tracking_number: '🚚'.repeat(100),
      }),
      Order,
    )
    expectDetail(await deliver(api, ada, id), 400, 'Order already marked delivered')

    const { public_id } = await create(api, ada, 'seller', BAYO)
    expectDetail(await deliver(api, ada, public_id ?? ''), 400, 'Order is not active')
    expectOk(await release(api, bayo, id), Order)
    expectDetail(await deliver(api, ada, id), 400, 'Order is not active')
    expectDetail(await deliver(api, ada, 'ESC-NOPE0000'), 404, 'Escrow not found')
  })
})

describe('POST /escrow/{id}/release', () => {
  it('the buyer releases (delivered or not): the seller gets price − their half, with two rows', async () => {
    const { api, ada, bayo } = await withParties()
    for (const delivered of [true, false]) {
      const id = await sellersOrder(api, ada, bayo, 'paid')
      if (delivered) expectOk(await deliver(api, ada, id), Order)
      const [buyerBefore, sellerBefore, sellerRows, buyerRows] = [
        await me(api, bayo),
        await me(api, ada),
        await transactions(api, ada),
        await transactions(api, bayo),
      ]
      const released = expectOk(await release(api, bayo, id), Order)
      expect(released).toMatchObject({ status: 'completed', released_at: NOW.toISOString() })
      expect(released.events?.at(-1)).toEqual({
        type: 'released',
        at: NOW.toISOString(),
        by: 'buyer',
      })

      const [buyerAfter, sellerAfter] = [await me(api, bayo), await me(api, ada)]
      expect(money(sellerAfter.wallet_balance)).toBe(
        money(sellerBefore.wallet_balance) + sellerPayoutKobo(PRICE_KOBO, FEE_KOBO),
      )
      expect(money(buyerAfter.escrow_balance)).toBe(money(buyerBefore.escrow_balance) - PRICE_KOBO)
      expect(money(sellerAfter.escrow_balance)).toBe(
        money(sellerBefore.escrow_balance) - PRICE_KOBO,
      )
      expect(money(buyerAfter.wallet_balance)).toBe(money(buyerBefore.wallet_balance))
      expect(newRows(await transactions(api, ada), sellerRows)).toEqual([
        ['escrow_fee', 'debit', sellerFeeShareKobo(FEE_KOBO)],
        ['escrow_release', 'credit', PRICE_KOBO],
      ])
      expect(newRows(await transactions(api, bayo), buyerRows)).toEqual([])
      const groups = expectOk(await api.get('/escrow/all', { token: ada }), OrdersByStatus)
      expect(groups.completed.map((order) => order.public_id)).toContain(id)
    }
  })

  it('errors: only the buyer, only an active order, 409 under dispute', async () => {
    const { api, sandbox, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    expectDetail(await release(api, ada, id), 403, 'Only the buyer can release the funds')
    expectDetail(
      await release(api, await api.token(CHIDI), id),
      403,
      'Only the buyer can release the funds',
    )
    expectDetail(await release(api, bayo, 'ESC-NOPE0000'), 404, 'Escrow not found')
    const { public_id } = await create(api, ada, 'seller', BAYO)
    expectDetail(await release(api, bayo, public_id ?? ''), 400, 'Order is not active')

    const order = findOrder(sandbox.state(), id)
    if (!order) throw new Error('no order')
    markDisputed(order, NOW.toISOString(), 'buyer', null)
    expectDetail(await release(api, bayo, id), 409, 'Order is under dispute')
    const groups = expectOk(await api.get('/escrow/all', { token: bayo }), OrdersByStatus)
    expect(groups.active.find((entry) => entry.public_id === id)?.status).toBe('disputed')
    expect(money((await me(api, bayo)).escrow_balance)).toBeGreaterThanOrEqual(PRICE_KOBO)
  })

  it('releasing twice at once releases once; with one Idempotency-Key the repeat gets the same answer', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    const before = await transactions(api, ada)
    const replies = await Promise.all([release(api, bayo, id), release(api, bayo, id)])
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400])
    expect(newRows(await transactions(api, ada), before)).toHaveLength(2)

    const keyed = await sellersOrder(api, ada, bayo, 'paid')
    const headers = { 'Idempotency-Key': 'release-click-1' }
    const first = await release(api, bayo, keyed, headers)
    const again = await release(api, bayo, keyed, headers)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.body).toEqual(first.body)
    expect(newRows(await transactions(api, ada), before)).toHaveLength(4)
    // The key belongs to that request: another call under it is refused.
    const other = await sellersOrder(api, ada, bayo, 'paid')
    expectDetail(
      await release(api, bayo, other, headers),
      422,
      'This Idempotency-Key was already used with a different request',
    )
    // Two requests with one key at once: one releases, the other gets its answer again or is told
    // it is still running (409); either way the order is released once. Which one claims the key
    // first is not fixed: the password check before it is awaited.
    const racing = await Promise.all([
      release(api, bayo, other, { 'Idempotency-Key': 'k2' }),
      release(api, bayo, other, { 'Idempotency-Key': 'k2' }),
    ])
    const statuses = racing.map((reply) => reply.status).sort()
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses)
    expect(newRows(await transactions(api, ada), before)).toHaveLength(6)
  })

  it('deliver and release racing end consistent: completed, delivered only if it came first', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    // The release checks the password first (slow, awaited), so the delivery may land before it.
    const [released, delivered] = await Promise.all([
      release(api, bayo, id),
      deliver(api, ada, id, {}),
    ])
    expect(released.status).toBe(200)
    const order = await getOrder(api, ada, id)
    expect(order.status).toBe('completed')
    if (delivered.status === 200) {
      expect(order.delivered_at).not.toBeNull()
      expect(order.events?.map((event) => event.type)).toEqual([
        'created',
        'accepted',
        'paid',
        'delivered',
        'released',
      ])
    } else {
      expectDetail(delivered, 400, 'Order is not active')
      expect([order.delivered_at, order.inspection_ends_at]).toEqual([null, null])
      expect(order.events?.map((event) => event.type)).toEqual([
        'created',
        'accepted',
        'paid',
        'released',
      ])
    }
  })
})

describe('automatic release', () => {
  it('releases at inspection_ends_at on the sandbox clock, seen by every read', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    const delivered = expectOk(await deliver(api, ada, id), Order)
    const sellerBefore = await me(api, ada)
    const rowsBefore = await transactions(api, ada)

    const almost = expectOk(
      await api.post('/__sandbox/clock', { json: { advance_seconds: 72 * 3600 - 1 } }),
      v.object({ now: v.string(), offset_seconds: v.number(), released: v.array(v.string()) }),
    )
    expect(almost.now).toBe(new Date(NOW.getTime() + INSPECTION_PERIOD_MS - 1000).toISOString())
    expect(almost.offset_seconds).toBe(72 * 3600 - 1)
    // (The seed's own delivered order comes due in these three days too.)
    expect(almost.released).not.toContain(id)
    // Tokens follow the sandbox clock too: sign in again after skipping days.
    const bayoLater = await api.token(BAYO)
    const adaLater = await api.token(ADA)
    expect((await getOrder(api, bayoLater, id)).status).toBe('active')

    const due = await api.post('/__sandbox/clock', { json: { advance_seconds: 1 } })
    expect((due.body as { released: string[] }).released).toEqual([id])
    const released = await getOrder(api, bayoLater, id)
    expect(released).toMatchObject({
      status: 'completed',
      released_at: delivered.inspection_ends_at,
    })
    expect(released.events?.at(-1)).toEqual({
      type: 'auto_released',
      at: delivered.inspection_ends_at,
      by: 'system',
    })
    // The seed's delivered order (Ada sells it too) came due in the same three days.
    const after = await transactions(api, adaLater)
    const ours = after.filter((tx) => tx.description?.includes(id))
    expect(newRows(ours, rowsBefore)).toEqual([
      ['escrow_fee', 'debit', sellerFeeShareKobo(FEE_KOBO)],
      ['escrow_release', 'credit', PRICE_KOBO],
    ])
    expect(ours.map((tx) => tx.created_at)).toEqual([
      delivered.inspection_ends_at,
      delivered.inspection_ends_at,
    ])
    let seededPayout = 0
    for (const other of almost.released) {
      const price = money((await getOrder(api, adaLater, other)).item_price)
      seededPayout += sellerPayoutKobo(price, escrowFeeKobo(price))
    }
    const credited = newRows(after, rowsBefore).reduce(
      (sum, [, direction, kobo]) => sum + (direction === 'credit' ? kobo : -kobo),
      0,
    )
    expect(credited).toBe(sellerPayoutKobo(PRICE_KOBO, FEE_KOBO) + seededPayout)
    expect(money((await me(api, adaLater)).wallet_balance)).toBe(
      money(sellerBefore.wallet_balance) + credited,
    )
    expectDetail(await release(api, bayoLater, id), 400, 'Order is not active')
    expect(bayo).not.toBe(bayoLater)
  })

  it('is evaluated on any call, not on a timer: the base clock passing the end is enough', async () => {
    const { api, clock, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    expectOk(await deliver(api, ada, id), Order)
    clock.advance(INSPECTION_PERIOD_MS + 5 * 60_000)
    const token = await api.token(BAYO) // the sign-in itself settles first
    const groups = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
    expect(groups.completed.map((order) => order.public_id)).toContain(id)
  })

  it('never releases a disputed order, nor an undelivered one', async () => {
    const { api, sandbox, ada, bayo } = await withParties()
    const disputed = await sellersOrder(api, ada, bayo, 'paid')
    const undelivered = await sellersOrder(api, ada, bayo, 'paid')
    expectOk(await deliver(api, ada, disputed), Order)
    const order = findOrder(sandbox.state(), disputed)
    if (!order) throw new Error('no order')
    markDisputed(order, NOW.toISOString(), 'buyer', null)
    const released = sandbox.advanceClock(30 * 24 * 3600)
    expect(released).not.toContain(disputed)
    expect(released).not.toContain(undelivered)
    const token = await api.token(BAYO)
    expect((await getOrder(api, token, disputed)).status).toBe('disputed')
    expect((await getOrder(api, token, undelivered)).status).toBe('active')
  })

  describe('after a restart', () => {
    let dir = ''
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    it('releases what came due while the sandbox was stopped, and keeps the moved clock', async () => {
      dir = mkdtempSync(join(tmpdir(), 'sandbox-lifecycle-'))
      const clock = fixedClock()
      const first = await createSandbox({ dataDir: dir, now: clock.now })
      const api = new Api(first)
      const [ada, bayo] = [await api.token(ADA), await api.token(BAYO)]
      const id = await sellersOrder(api, ada, bayo, 'paid')
      const delivered = expectOk(await deliver(api, ada, id), Order)
      expect(first.advanceClock(3600)).toEqual([])
      await first.close()

      // Stopped for three days.
      clock.advance(INSPECTION_PERIOD_MS)
      const second = await createSandbox({ dataDir: dir, now: clock.now })
      try {
        expect(second.now().getTime()).toBe(NOW.getTime() + INSPECTION_PERIOD_MS + HOUR)
        const order = findOrder(second.state(), id)
        expect([order?.status, order?.released_at]).toEqual([
          'completed',
          delivered.inspection_ends_at,
        ])
        const again = new Api(second)
        const seen = await getOrder(again, await again.token(BAYO), id)
        expect(seen.events?.at(-1)?.type).toBe('auto_released')
      } finally {
        await second.close()
      }
    })
  })
})

describe('GET /escrow/{id}/cancel: decline or withdraw', () => {
  it('the receiver declines, the initiator withdraws; refunds a paid order; others 403', async () => {
    const { api, ada, bayo } = await withParties()
    const declined = (await create(api, ada, 'seller', BAYO)).public_id ?? ''
    expect(
      expectOk(await api.get(`/escrow/${declined}/cancel`, { token: bayo }), CancelResponse),
    ).toEqual({
      message: 'Order declined',
    })
    expect((await getOrder(api, ada, declined)).events?.at(-1)).toEqual({
      type: 'declined',
      at: NOW.toISOString(),
      by: 'buyer',
    })

    const withdrawn = (await create(api, ada, 'seller', BAYO)).public_id ?? ''
    expectDetail(
      await api.get(`/escrow/${withdrawn}/cancel`, { token: await api.token(CHIDI) }),
      403,
      'You are not a party to this order',
    )
    expect(
      expectOk(await api.get(`/escrow/${withdrawn}/cancel`, { token: ada }), CancelResponse),
    ).toEqual({
      message: 'Order withdrawn',
    })
    const order = await getOrder(api, bayo, withdrawn)
    expect([order.status, order.events?.at(-1)]).toEqual([
      'cancelled',
      { type: 'withdrawn', at: NOW.toISOString(), by: 'seller' },
    ])
    expectDetail(
      await api.get(`/escrow/${withdrawn}/cancel`, { token: ada }),
      400,
      'Order is not pending',
    )

    // A buyer withdrawing their own paid order gets the price and their half of the fee back.
    const paid = (await create(api, bayo, 'buyer', ADA)).public_id ?? ''
    expectOk(await pay(api, bayo, paid, 'wallet'), Order)
    const before = await transactions(api, bayo)
    expectOk(await api.get(`/escrow/${paid}/cancel`, { token: bayo }), CancelResponse)
    expect(newRows(await transactions(api, bayo), before)).toEqual([
      ['refund', 'credit', buyerTotalKobo(PRICE_KOBO, FEE_KOBO)],
    ])
    expect((await getOrder(api, bayo, paid)).events?.at(-1)?.type).toBe('withdrawn')
  })
})

describe('a state.json from before the lifecycle', () => {
  let dir = ''
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('loads: orders without the lifecycle fields get nulls and no events, the clock is on time', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-legacy-'))
    const first = await createSandbox({ dataDir: dir, now: fixedClock().now })
    await first.close()
    const file = join(dir, 'state.json')
    const state = JSON.parse(readFileSync(file, 'utf8')) as {
      clock_offset_ms?: number
      orders: Record<string, unknown>[]
    }
    delete state.clock_offset_ms
    const lifecycleFields = new Set([
      'accepted_at',
      'delivered_at',
      'inspection_ends_at',
      'released_at',
      'refunded_at',
      'delivery_note',
      'tracking_number',
      'dispute_id',
      'events',
    ])
    state.orders = state.orders.map((order) =>
      Object.fromEntries(Object.entries(order).filter(([field]) => !lifecycleFields.has(field))),
    )
    // Statuses of the time only (no 'disputed').
    for (const order of state.orders) if (order.status === 'disputed') order.status = 'active'
    writeFileSync(file, JSON.stringify(state))

    const second = await createSandbox({ dataDir: dir, now: fixedClock().now })
    try {
      const api = new Api(second)
      const token = await api.token(BAYO)
      const groups = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
      const orders = Object.values(groups).flat()
      expect(orders.length).toBeGreaterThan(10)
      expect(
        orders.every((order) => order.events?.length === 0 && order.delivered_at === null),
      ).toBe(true)
      expect(second.now().toISOString()).toBe(NOW.toISOString())
    } finally {
      await second.close()
    }
  })
})

describe('the hostile seed', () => {
  it('is loaded by a reset with {"seed": "hostile"}; the demo seed comes back with a plain reset', async () => {
    const { api, sandbox } = await newSandbox()
    const names = () => sandbox.state().users.map((user) => user.full_name)
    expect(names()).toContain('Chidi & Sons Ventures')
    const reply = await api.post('/__sandbox/reset', { json: { seed: 'hostile' } })
    expect(reply.body).toMatchObject({ seed: 'hostile' })
    expect(names()).toContain('Chidi & Sons <b>Ventures</b>')
    expect(sandbox.state().orders.some((order) => order.item_name.length === 10_000)).toBe(true)
    expectIssues(await api.post('/__sandbox/reset', { json: { seed: 'evil' } }))
    await api.post('/__sandbox/reset', { json: {} })
    expect(names()).toContain('Chidi & Sons Ventures')
  })
})

describe('the clock control', () => {
  it('reads and moves the clock (forward only), same guard as the other controls; reset puts it back', async () => {
    const { api, sandbox } = await newSandbox()
    const Clock = v.object({ now: v.string(), offset_seconds: v.number() })
    expect(expectOk(await api.get('/__sandbox/clock'), Clock)).toEqual({
      now: NOW.toISOString(),
      offset_seconds: 0,
    })
    expectDetail(
      await api.post('/__sandbox/clock', {
        raw: { body: '{"advance_seconds": 60}', type: 'text/plain' },
      }),
      415,
    )
    expectDetail(
      await api.post('/__sandbox/clock', {
        json: { advance_seconds: 60 },
        headers: { Origin: 'https://evil.example' },
      }),
      403,
    )
    for (const advance_seconds of [0, -60, 1.5, '60'])
      expectIssues(await api.post('/__sandbox/clock', { json: { advance_seconds } }))
    expectOk(await api.post('/__sandbox/clock', { json: { advance_seconds: 90 } }), Clock)
    expect(sandbox.now().toISOString()).toBe(new Date(NOW.getTime() + 90_000).toISOString())
    expect(expectOk(await api.get('/__sandbox/clock'), Clock).offset_seconds).toBe(90)
    await api.post('/__sandbox/reset', { json: {} })
    expect(expectOk(await api.get('/__sandbox/clock'), Clock)).toEqual({
      now: NOW.toISOString(),
      offset_seconds: 0,
    })
  })
})
