/**
 * Disputes in the sandbox (lifecycle spec §3): raise (multipart, images by content), list, detail,
 * messages, the order frozen while disputed, resolution by the test control with §2's money,
 * who may call what, every error text, and the races.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { Dispute, Disputes } from '../../src/contract/disputes'
import {
  CreateOrderResponse,
  INSPECTION_PERIOD_MS,
  Order,
  OrdersByStatus,
} from '../../src/contract/escrow'
import { MESSAGES } from '../../src/contract/limits'
import { escrowFeeKobo, sellerFeeShareKobo } from '../../src/contract/money'
import { WalletTransactions, type WalletTransaction } from '../../src/contract/wallet'
import { PYDANTIC } from '../../src/server/validation'
import {
  ADA,
  Api,
  BAYO,
  createOrderForm,
  expectDetail,
  expectIssues,
  expectOk,
  issueFor,
  money,
  NOW,
  PASSWORD,
  pngFile,
  sellersOrder,
  withParties,
} from './helpers'

const CHIDI = 'chidi@escrow.test'
const PRICE_KOBO = 1_521_300
const FEE_KOBO = escrowFeeKobo(PRICE_KOBO)

function jpeg(): File {
  const bytes = new Uint8Array(64).fill(1)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return new File([bytes], 'photo.jpg', { type: 'image/jpeg' })
}
function gif(): File {
  return new File([new TextEncoder().encode('GIF89a......')], 'a.png', { type: 'image/png' })
}

function disputeForm(
  fields: { escrow_id?: string; reason?: string },
  images: File[] = [pngFile()],
): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  for (const image of images) form.append('images', image)
  return form
}

async function parties() {
  const setup = await withParties()
  return { ...setup, chidi: await setup.api.token(CHIDI) }
}

const raise = (
  api: Api,
  token: string,
  escrowId: string,
  reason = 'Wrong colour',
  images?: File[],
) => api.post('/disputes', { token, form: disputeForm({ escrow_id: escrowId, reason }, images) })
const getOrder = async (api: Api, token: string, id: string) =>
  expectOk(await api.get(`/escrow/${id}`, { token }), Order)
const me = async (api: Api, token: string) => expectOk(await api.get('/auth/me', { token }), User)
const transactions = async (api: Api, token: string) =>
  expectOk(await api.get('/trnx', { token }), WalletTransactions)
const resolve = (api: Api, id: string, resolution: unknown) =>
  api.post(`/__sandbox/disputes/${id}/resolve`, { json: { resolution } })

function newRows(after: WalletTransaction[], before: WalletTransaction[]) {
  const seen = new Set(before.map((tx) => tx.id))
  return after
    .filter((tx) => !seen.has(tx.id))
    .map((tx) => [tx.transaction_type, tx.direction, money(tx.amount)] as const)
}

describe('POST /disputes', () => {
  it('a party raises one: 201 with the dispute, the order becomes disputed with its event and dispute_id', async () => {
    const { api, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const dispute = expectOk(
      await raise(api, bayo, id.toLowerCase(), '  Two prints differ  ', [pngFile(), jpeg()]),
      Dispute,
      201,
    )
    expect(dispute).toMatchObject({
      escrow_id: id,
      reason: 'Two prints differ',
      status: 'open',
      resolution: null,
      raised_by: 'buyer',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
      messages: [],
    })
    expect(dispute.id).toMatch(/^DSP-[A-Z0-9]{8}$/)
    expect(dispute.images).toHaveLength(2)
    const order = await getOrder(api, ada, id)
    expect(order.status).toBe('disputed')
    expect(order.dispute_id).toBe(dispute.id)
    expect(order.events?.at(-1)).toEqual({ type: 'disputed', at: NOW.toISOString(), by: 'buyer' })
    // Listed with the active orders.
    const groups = expectOk(await api.get('/escrow/all', { token: ada }), OrdersByStatus)
    expect(groups.active.map((o) => o.public_id)).toContain(id)

    // The images are served like an order's, typed by their content.
    const [first, second] = dispute.images
    const image = await api.sandbox.app.request(first ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-security-policy')).toContain('sandbox')
    expect((await api.sandbox.app.request(second ?? '')).headers.get('content-type')).toBe(
      'image/jpeg',
    )
  })

  it('the seller may raise one too', async () => {
    const { api, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    expect(expectOk(await raise(api, ada, id), Dispute, 201).raised_by).toBe('seller')
  })

  it("422 with the base spec's messages, images by content, 1 to 5, 5 MB each, 5000 characters", async () => {
    const { api, bayo } = await parties()
    const empty = expectIssues(
      await api.post('/disputes', { token: bayo, form: disputeForm({}, []) }),
    )
    expect(issueFor(empty, 'escrow_id')).toBe(MESSAGES.escrowRequired)
    expect(issueFor(empty, 'reason')).toBe(MESSAGES.reasonRequired)
    expect(issueFor(empty, 'images')).toBe(MESSAGES.disputeImageRequired)
    const blank = expectIssues(
      await api.post('/disputes', {
        token: bayo,
        form: disputeForm({ escrow_id: '  ', reason: ' \n ' }),
      }),
    )
    expect(issueFor(blank, 'escrow_id')).toBe(MESSAGES.escrowRequired)
    expect(issueFor(blank, 'reason')).toBe(MESSAGES.reasonRequired)
    // Not JSON or a form at all.
    const json = expectIssues(await api.post('/disputes', { token: bayo, json: {} }))
    expect(issueFor(json, 'images')).toBe(MESSAGES.disputeImageRequired)

    const html = new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' })
    const wrong = expectIssues(
      await raise(api, bayo, 'ESC-AAAAAAAA', 'r', [gif(), html, pngFile()]),
    )
    expect(issueFor(wrong, 'images', 0)).toBe(MESSAGES.disputeImageType)
    expect(issueFor(wrong, 'images', 1)).toBe(MESSAGES.disputeImageType)
    expect(issueFor(wrong, 'images', 2)).toBeUndefined()
    const six = expectIssues(
      await raise(
        api,
        bayo,
        'ESC-AAAAAAAA',
        'r',
        Array.from({ length: 6 }, () => pngFile()),
      ),
    )
    expect(issueFor(six, 'images')).toBe(MESSAGES.tooManyImages(5))
    const big = expectIssues(
      await raise(api, bayo, 'ESC-AAAAAAAA', 'r', [pngFile('big.png', 5 * 1024 * 1024 + 1)]),
    )
    expect(issueFor(big, 'images', 0)).toBe(MESSAGES.imageSize)
    const long = expectIssues(await raise(api, bayo, 'ESC-AAAAAAAA', '😀'.repeat(5001)))
    expect(issueFor(long, 'reason')).toBe(PYDANTIC.tooLong(5000))
    expect(api.sandbox.state().disputes).toHaveLength(2) // the seed's, nothing new
  })

  it('accepts exactly 5000 characters (emoji count as one) and five 5 MB images', async () => {
    const { api, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const images = Array.from({ length: 5 }, (_, i) =>
      pngFile(`p${String(i)}.png`, 5 * 1024 * 1024),
    )
    const dispute = expectOk(await raise(api, bayo, id, '😀'.repeat(5000), images), Dispute, 201)
    expect(dispute.images).toHaveLength(5)
  })

  it('401 without a token; 404 for an unknown order; 403 for a non-party; §3 texts for 400 and 409', async () => {
    const { api, ada, bayo, chidi } = await parties()
    expectDetail(await raise(api, '', 'ESC-AAAAAAAA'), 401, 'Not authenticated')
    expectDetail(await raise(api, bayo, 'ESC-ZZZZZZZZ'), 404, 'Escrow not found')
    const undelivered = await sellersOrder(api, ada, bayo, 'paid')
    expectDetail(
      await raise(api, chidi, undelivered),
      403,
      'Only a party to this order can raise a dispute',
    )
    // Before the expected delivery date (2025-07-01) and not delivered: the date rule.
    expectDetail(
      await raise(api, bayo, undelivered),
      400,
      'Disputes can only be raised after the delivery date.',
    )
    // A pending order is not active.
    const pending = expectOk(
      await api.post('/escrow/create', { token: ada, form: createOrderForm('seller', BAYO) }),
      CreateOrderResponse,
      201,
    ).data.public_id
    expectDetail(await raise(api, bayo, pending ?? ''), 400, 'Order is not active')
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    expectOk(await raise(api, bayo, id), Dispute, 201)
    expectDetail(await raise(api, ada, id), 409, 'A dispute is already open for this order')
    expectDetail(await raise(api, bayo, id), 409, 'A dispute is already open for this order')
  })

  it('the date rule opens on the expected delivery date itself, without a delivery', async () => {
    const { api, sandbox, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    sandbox.advanceClock((Date.parse('2025-06-30T23:00:00Z') - NOW.getTime()) / 1000)
    const fresh = await api.token(BAYO)
    expectOk(await raise(api, fresh, id), Dispute, 201)
  })

  it('one click, one dispute: two raises at once make one (201 and 409)', async () => {
    const { api, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const replies = await Promise.all([raise(api, bayo, id), raise(api, bayo, id)])
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409])
    expect(api.sandbox.state().disputes.filter((d) => d.public_id === id)).toHaveLength(1)
    const order = await getOrder(api, bayo, id)
    expect(order.events?.filter((event) => event.type === 'disputed')).toHaveLength(1)
  })
})

describe('the order under dispute', () => {
  it('cannot be released (409) nor released automatically', async () => {
    const { api, sandbox, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    expectOk(await raise(api, bayo, id), Dispute, 201)
    expectDetail(
      await api.post(`/escrow/${id}/release`, { token: bayo, json: { password: PASSWORD } }),
      409,
      'Order is under dispute',
    )
    expect(sandbox.advanceClock(INSPECTION_PERIOD_MS / 1000 + 60)).not.toContain(id)
    expect(sandbox.state().orders.find((o) => o.public_id === id)?.status).toBe('disputed')
    // Not offered for another dispute.
    const fresh = await api.token(BAYO)
    const offered = (await api.get('/escrow/available-dispute', { token: fresh })).body as {
      public_id: string
    }[]
    expect(offered.map((o) => o.public_id)).not.toContain(id)
  })

  it('auto-release and a dispute in the same second do not both happen', async () => {
    // The inspection period ends exactly now: the order is released first, the dispute refused.
    const late = await parties()
    const lateId = await sellersOrder(late.api, late.ada, late.bayo, 'delivered')
    late.clock.advance(INSPECTION_PERIOD_MS)
    // (Access tokens follow the clock: sign in again after skipping days.)
    const lateBayo = await late.api.token(BAYO)
    expectDetail(await raise(late.api, lateBayo, lateId), 400, 'Order is not active')
    const released = late.sandbox.state().orders.find((o) => o.public_id === lateId)
    expect(released?.status).toBe('completed')
    expect(released?.dispute_id).toBeNull()
    expect(late.sandbox.state().disputes.filter((d) => d.public_id === lateId)).toHaveLength(0)

    // One second before the end: disputed, and the end passing releases nothing.
    const early = await parties()
    const earlyId = await sellersOrder(early.api, early.ada, early.bayo, 'delivered')
    early.clock.advance(INSPECTION_PERIOD_MS - 1000)
    expectOk(await raise(early.api, await early.api.token(BAYO), earlyId), Dispute, 201)
    early.clock.advance(1000)
    const order = await getOrder(early.api, await early.api.token(ADA), earlyId)
    expect(order.status).toBe('disputed')
    expect(order.events?.map((event) => event.type)).not.toContain('auto_released')
  })
})

describe('GET /disputes and /disputes/{id}', () => {
  it("lists the caller's as a party, newest first; a non-party gets 404 for the detail", async () => {
    const { api, clock, ada, bayo, chidi } = await parties()
    const first = expectOk(
      await raise(api, bayo, await sellersOrder(api, ada, bayo, 'delivered')),
      Dispute,
      201,
    )
    clock.advance(60_000)
    const second = expectOk(
      await raise(api, ada, await sellersOrder(api, ada, bayo, 'delivered')),
      Dispute,
      201,
    )
    for (const token of [ada, bayo]) {
      const list = expectOk(await api.get('/disputes', { token }), Disputes)
      const ids = list.map((d) => d.id)
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
      expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0)
      expect(expectOk(await api.get(`/disputes/${first.id}`, { token }), Dispute)).toEqual(first)
    }
    const outsider = expectOk(await api.get('/disputes', { token: chidi }), Disputes)
    expect(outsider.map((d) => d.id)).not.toContain(first.id)
    expectDetail(await api.get(`/disputes/${first.id}`, { token: chidi }), 404, 'Dispute not found')
    expectDetail(await api.get('/disputes/DSP-NOTTHERE', { token: ada }), 404, 'Dispute not found')
    expectDetail(await api.get('/disputes', {}), 401)
  })
})

describe('POST /disputes/{id}/messages', () => {
  it('adds a message by the caller role; updated_at moves; 422, 404 and 400 texts', async () => {
    const { api, clock, ada, bayo, chidi } = await parties()
    const dispute = expectOk(
      await raise(api, bayo, await sellersOrder(api, ada, bayo, 'delivered')),
      Dispute,
      201,
    )
    clock.advance(5 * 60_000)
    const later = new Date(NOW.getTime() + 5 * 60_000).toISOString()
    const path = `/disputes/${dispute.id}/messages`
    const afterSeller = expectOk(
      await api.post(path, { token: ada, json: { body: '  I can send a replacement.  ' } }),
      Dispute,
      201,
    )
    expect(afterSeller.updated_at).toBe(later)
    expect(afterSeller.messages).toEqual([
      {
        id: expect.any(String) as string,
        author: 'seller',
        author_name: 'Adaeze Okafor',
        body: 'I can send a replacement.',
        created_at: later,
      },
    ])
    const afterBuyer = expectOk(
      await api.post(path, { token: bayo, json: { body: 'Refund, please.' } }),
      Dispute,
      201,
    )
    expect(afterBuyer.messages.map((m) => m.author)).toEqual(['seller', 'buyer'])

    expect(issueFor(expectIssues(await api.post(path, { token: ada, json: {} })), 'body')).toBe(
      'Field required',
    )
    expect(
      issueFor(expectIssues(await api.post(path, { token: ada, json: { body: '  ' } })), 'body'),
    ).toBe(MESSAGES.messageRequired)
    expect(
      issueFor(
        expectIssues(await api.post(path, { token: ada, json: { body: 'x'.repeat(2001) } })),
        'body',
      ),
    ).toBe(PYDANTIC.tooLong(2000))
    expectOk(await api.post(path, { token: ada, json: { body: 'x'.repeat(2000) } }), Dispute, 201)
    expectDetail(
      await api.post(path, { token: chidi, json: { body: 'hi' } }),
      404,
      'Dispute not found',
    )

    expectOk(await resolve(api, dispute.id, 'refund'), Dispute)
    expectDetail(
      await api.post(path, { token: bayo, json: { body: 'Thanks' } }),
      400,
      'Dispute is resolved',
    )
  })
})

describe('resolution (test control)', () => {
  it('refund: the buyer gets the price back (fee kept), the order is cancelled with refunded_at', async () => {
    const { api, clock, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const dispute = expectOk(await raise(api, bayo, id), Dispute, 201)
    const buyerBefore = await me(api, bayo)
    const sellerBefore = await me(api, ada)
    const rowsBefore = await transactions(api, bayo)
    clock.advance(60_000)
    const at = new Date(NOW.getTime() + 60_000).toISOString()
    const resolved = expectOk(await resolve(api, dispute.id, 'refund'), Dispute)
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'refund', updated_at: at })
    const last = resolved.messages.at(-1)
    expect(last?.author).toBe('support')
    expect(last?.author_name).toBe('Escrow Support')
    expect(last?.body).toContain('refunded to the buyer')
    expect(last?.body).toContain('₦15,213.00')

    const buyer = await me(api, bayo)
    expect(money(buyer.escrow_balance)).toBe(money(buyerBefore.escrow_balance) - PRICE_KOBO)
    expect(money(buyer.wallet_balance)).toBe(money(buyerBefore.wallet_balance) + PRICE_KOBO)
    expect(newRows(await transactions(api, bayo), rowsBefore)).toEqual([
      ['refund', 'credit', PRICE_KOBO],
    ])
    expect(money((await me(api, ada)).wallet_balance)).toBe(money(sellerBefore.wallet_balance))
    const order = await getOrder(api, bayo, id)
    expect(order).toMatchObject({ status: 'cancelled', refunded_at: at, released_at: null })
    expect(order.dispute_id).toBe(dispute.id)
    expect(order.events?.slice(-3)).toEqual([
      { type: 'disputed', at: NOW.toISOString(), by: 'buyer' },
      { type: 'resolved', at, by: 'support' },
      { type: 'refunded', at, by: 'support' },
    ])
  })

  it("release: the seller gets the price less the seller's half, the order is completed", async () => {
    const { api, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const dispute = expectOk(await raise(api, ada, id), Dispute, 201)
    const sellerBefore = await me(api, ada)
    const buyerBefore = await me(api, bayo)
    const rowsBefore = await transactions(api, ada)
    const resolved = expectOk(await resolve(api, dispute.id, 'release'), Dispute)
    expect(resolved.resolution).toBe('release')
    expect(resolved.messages.at(-1)?.body).toContain('released to the seller')
    const seller = await me(api, ada)
    const payout = PRICE_KOBO - sellerFeeShareKobo(FEE_KOBO)
    expect(money(seller.wallet_balance)).toBe(money(sellerBefore.wallet_balance) + payout)
    expect(newRows(await transactions(api, ada), rowsBefore)).toEqual([
      ['escrow_fee', 'debit', sellerFeeShareKobo(FEE_KOBO)],
      ['escrow_release', 'credit', PRICE_KOBO],
    ])
    const buyer = await me(api, bayo)
    expect(money(buyer.escrow_balance)).toBe(money(buyerBefore.escrow_balance) - PRICE_KOBO)
    expect(money(buyer.wallet_balance)).toBe(money(buyerBefore.wallet_balance))
    const order = await getOrder(api, ada, id)
    expect(order).toMatchObject({
      status: 'completed',
      refunded_at: null,
      released_at: NOW.toISOString(),
    })
    expect(order.events?.slice(-2).map((e) => [e.type, e.by])).toEqual([
      ['resolved', 'support'],
      ['released', 'support'],
    ])
  })

  it('two resolves at once resolve once; 404, 422 and the control guard', async () => {
    const { api, ada, bayo } = await parties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const dispute = expectOk(await raise(api, bayo, id), Dispute, 201)
    const rowsBefore = await transactions(api, bayo)
    const replies = await Promise.all([
      resolve(api, dispute.id, 'refund'),
      resolve(api, dispute.id, 'release'),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400])
    expectDetail(replies.find((r) => r.status === 400) ?? replies[0], 400, 'Dispute is resolved')
    expect(newRows(await transactions(api, bayo), rowsBefore)).toEqual([
      ['refund', 'credit', PRICE_KOBO],
    ])
    const order = await getOrder(api, bayo, id)
    expect(order.events?.filter((e) => e.type === 'resolved')).toHaveLength(1)
    expectDetail(await resolve(api, 'DSP-NOTTHERE', 'refund'), 404, 'Dispute not found')
    expectIssues(await resolve(api, dispute.id, 'split'))
    const foreign = await api.post(`/__sandbox/disputes/${dispute.id}/resolve`, {
      json: { resolution: 'refund' },
      headers: { Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    const notJson = await api.post(`/__sandbox/disputes/${dispute.id}/resolve`, {
      form: { resolution: 'refund' },
    })
    expect(notJson.status).toBe(415)
  })
})

describe('the demo seed', () => {
  it('the disputed order between the demo accounts has an open dispute with messages; the refunded one a resolved dispute', async () => {
    const { api, ada, bayo } = await parties()
    const list = expectOk(await api.get('/disputes', { token: bayo }), Disputes)
    expect(expectOk(await api.get('/disputes', { token: ada }), Disputes)).toEqual(list)
    const open = list.find((d) => d.status === 'open')
    expect(open?.messages.length).toBeGreaterThanOrEqual(2)
    expect(new Set(open?.messages.map((m) => m.author))).toEqual(new Set(['buyer', 'seller']))
    const order = await getOrder(api, ada, open?.escrow_id ?? '')
    expect(order.status).toBe('disputed')
    expect(order.dispute_id).toBe(open?.id)
    const refunded = list.find((d) => d.status === 'resolved')
    expect(refunded?.resolution).toBe('refund')
    expect(refunded?.messages.at(-1)?.author).toBe('support')
    expect((await getOrder(api, ada, refunded?.escrow_id ?? '')).refunded_at).toBeTruthy()

    // Resolvable through the control, as the banner says.
    const before = money((await me(api, bayo)).wallet_balance)
    expectOk(await resolve(api, open?.id ?? '', 'refund'), Dispute)
    expect(money((await me(api, bayo)).wallet_balance)).toBe(before + money(order.item_price))
  })
})

it('a state written before disputes loads with none', () => {
  expect(v.parse(Disputes, [])).toEqual([])
})
