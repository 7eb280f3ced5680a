/**
 * Disputes that must not be abused (issue 32): a dispute that arrives after the inspection period
 * ended is refused (the order is released first), also when its upload began before the end;
 * messages are rate-limited per user and thread, and a burst is one notification and one e-mail
 * for the other party; evidence images are served only through a short-lived signed URL.
 */
import { describe, expect, it } from 'vitest'
import { Dispute } from '../../src/contract/disputes'
import { INSPECTION_PERIOD_MS, Order } from '../../src/contract/escrow'
import { Notifications } from '../../src/contract/notifications'
import { SandboxMails } from '../../src/contract/sandbox'
import {
  ADA,
  Api,
  BAYO,
  expectDetail,
  expectOk,
  pngFile,
  type Reply,
  sellersOrder,
  withParties,
} from './helpers'

const MINUTE = 60_000

function disputeForm(escrowId: string): FormData {
  const form = new FormData()
  form.set('escrow_id', escrowId)
  form.set('reason', 'Not as described')
  form.append('images', pngFile('evidence.png', 4096))
  return form
}

async function openDispute(api: Api, ada: string, bayo: string) {
  const id = await sellersOrder(api, ada, bayo, 'delivered')
  return expectOk(await api.post('/disputes', { token: bayo, form: disputeForm(id) }), Dispute, 201)
}

/**
 * POST /disputes whose multipart body arrives in two halves, `between` running after the server
 * has begun reading it (the request started, its catch-up with the clock done).
 */
async function uploadInTwoHalves(
  api: Api,
  token: string,
  form: FormData,
  between: () => void,
): Promise<Reply> {
  const encoded = new Response(form)
  const type = encoded.headers.get('content-type') ?? ''
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  const half = Math.floor(bytes.length / 2)
  let step = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (step === 0) controller.enqueue(bytes.slice(0, half))
      else {
        between()
        controller.enqueue(bytes.slice(half))
        controller.close()
      }
      step += 1
    },
  })
  const response = await api.sandbox.app.request('/api/v1/disputes', {
    method: 'POST',
    // With its length, as a browser sends a form: read as it streams in, not before the handler.
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': type,
      'Content-Length': String(bytes.length),
    },
    body,
    duplex: 'half',
  } as RequestInit)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) }
}

describe('a dispute after the inspection period ended', () => {
  it('an upload that began before the end and finished after it: the order is released, the dispute refused', async () => {
    const { api, clock, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    clock.advance(INSPECTION_PERIOD_MS - 1_000)
    const lateBayo = await api.token(BAYO)
    const reply = await uploadInTwoHalves(api, lateBayo, disputeForm(id), () =>
      clock.advance(2_000),
    )
    expectDetail(reply, 400, 'Order is not active')
    const order = expectOk(await api.get(`/escrow/${id}`, { token: lateBayo }), Order)
    expect(order.status).toBe('completed')
    expect(order.dispute_id).toBeNull()
    expect(order.events?.at(-1)?.type).toBe('auto_released')
  })

  it('the same upload finishing before the end is recorded', async () => {
    const { api, clock, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    clock.advance(INSPECTION_PERIOD_MS - 3_000)
    const reply = await uploadInTwoHalves(api, await api.token(BAYO), disputeForm(id), () =>
      clock.advance(1_000),
    )
    expect(reply.status, reply.text).toBe(201)
  })
})

describe('dispute messages', () => {
  const post = (api: Api, token: string, id: string, body = 'One more thing') =>
    api.post(`/disputes/${id}/messages`, { token, json: { body } })

  it('20 a minute per user and dispute; the 21st is 429 with a plain detail; the other party may still write', async () => {
    const { api, clock, ada, bayo } = await withParties()
    const dispute = await openDispute(api, ada, bayo)
    for (let n = 0; n < 20; n += 1) {
      expect((await post(api, ada, dispute.id, `Message ${String(n)}`)).status).toBe(201)
      clock.advance(1_000)
    }
    const refused = await post(api, ada, dispute.id)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ detail: expect.any(String) as string })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await post(api, bayo, dispute.id)).status).toBe(201)
    // A minute after the first, there is room again.
    clock.advance(MINUTE - 19_000)
    expect((await post(api, await api.token(ADA), dispute.id)).status).toBe(201)
  })

  it('a burst is one unread notification (a new id each time) and one e-mail per thread for the other party', async () => {
    const { api, clock, ada, bayo } = await withParties()
    const dispute = await openDispute(api, ada, bayo)
    const threadNotes = async (token: string) =>
      expectOk(await api.get('/notifications', { token }), Notifications).filter(
        (note) => note.title === 'New message in your dispute',
      )
    const threadMails = async () =>
      expectOk(await api.get('/__sandbox/mail'), SandboxMails).filter(
        (mail) => mail.to === BAYO && mail.subject === 'New message in your dispute',
      )

    expect((await post(api, ada, dispute.id)).status).toBe(201)
    const [first] = await threadNotes(bayo)
    for (let n = 0; n < 4; n += 1) expect((await post(api, ada, dispute.id)).status).toBe(201)
    const notes = await threadNotes(bayo)
    expect(notes).toHaveLength(1)
    expect(notes[0]?.read).toBe(false)
    expect(notes[0]?.desc).toContain('5 new messages')
    expect(notes[0]?.id).not.toBe(first?.id)
    expect(await threadNotes(ada)).toHaveLength(0)
    expect(await threadMails()).toHaveLength(1)

    // Read: the next message is a new notification, still no second e-mail within 10 minutes.
    await api.post('/notifications/read-all', { token: bayo })
    clock.advance(5 * MINUTE)
    const fresh = await api.token(ADA)
    expect((await post(api, fresh, dispute.id)).status).toBe(201)
    const later = await threadNotes(await api.token(BAYO))
    expect(later.map((note) => note.read)).toEqual([false, true])
    expect(later[0]?.desc).not.toContain('new messages')
    expect(await threadMails()).toHaveLength(1)
    clock.advance(10 * MINUTE)
    expect((await post(api, await api.token(ADA), dispute.id)).status).toBe(201)
    expect(await threadMails()).toHaveLength(2)
  })

  it('200 messages over half an hour leave one notification and at most four e-mails for the other party', async () => {
    const { api, clock, sandbox, ada, bayo } = await withParties()
    const dispute = await openDispute(api, ada, bayo)
    const before = sandbox.state().notifications.length
    let token = ada
    for (let n = 0; n < 200; n += 1) {
      if (n % 50 === 0) token = await api.token(ADA)
      expect((await post(api, token, dispute.id, `Note ${String(n)}`)).status).toBe(201)
      clock.advance(9_000)
    }
    const bayoId = sandbox.state().users.find((user) => user.email === BAYO)?.id
    const added = sandbox.state().notifications.slice(before)
    expect(added.filter((note) => note.user_id === bayoId)).toHaveLength(1)
    const mails = sandbox
      .state()
      .mail.filter((mail) => mail.to === BAYO && mail.subject === 'New message in your dispute')
    expect(mails.length).toBeLessThanOrEqual(4)
  })
})

describe('dispute evidence images', () => {
  const fetchImage = (api: Api, url: string) => api.sandbox.app.request(url)

  it('served only through a signed URL that expires, with no-store; 404 for a bad or expired signature', async () => {
    const { api, clock, ada, bayo } = await withParties()
    const dispute = await openDispute(api, ada, bayo)
    const [url = ''] = dispute.images
    const signed = new URL(url, 'http://localhost')
    expect(signed.searchParams.get('expires')).toMatch(/^\d+$/)
    expect(signed.searchParams.get('sig')).toBeTruthy()

    const ok = await fetchImage(api, url)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/png')
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect((await ok.arrayBuffer()).byteLength).toBe(4096)

    // The bare path, a changed signature, a signature moved to another expiry: 404.
    expect((await fetchImage(api, signed.pathname)).status).toBe(404)
    const tampered = new URL(signed)
    tampered.searchParams.set('sig', `${signed.searchParams.get('sig') ?? ''}x`)
    expect((await fetchImage(api, `${tampered.pathname}${tampered.search}`)).status).toBe(404)
    const stretched = new URL(signed)
    stretched.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600))
    expect((await fetchImage(api, `${stretched.pathname}${stretched.search}`)).status).toBe(404)

    // The same URL for a while (an <img> does not reload at every poll), then it expires.
    clock.advance(MINUTE)
    const again = expectOk(await api.get(`/disputes/${dispute.id}`, { token: bayo }), Dispute)
    expect(again.images).toEqual(dispute.images)
    clock.advance(15 * MINUTE)
    expect((await fetchImage(api, url)).status).toBe(404)
    const renewed = expectOk(
      await api.get(`/disputes/${dispute.id}`, { token: await api.token(BAYO) }),
      Dispute,
    )
    expect(renewed.images[0]).not.toBe(url)
    expect((await fetchImage(api, renewed.images[0] ?? '')).status).toBe(200)
  })

  it("a signature is tied to its image: one image's signature does not open another", async () => {
    const { api, ada, bayo } = await withParties()
    const one = await openDispute(api, ada, bayo)
    const two = await openDispute(api, ada, bayo)
    const first = new URL(one.images[0] ?? '', 'http://localhost')
    const second = new URL(two.images[0] ?? '', 'http://localhost')
    expect((await fetchImage(api, `${second.pathname}${first.search}`)).status).toBe(404)
  })

  it('order images stay as they were: a plain URL, cached privately for an hour', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'delivered')
    const order = expectOk(await api.get(`/escrow/${id}`, { token: ada }), Order)
    const [url = ''] = order.images ?? []
    expect(url).toMatch(/^\/api\/v1\/__sandbox\/images\/[a-z0-9-]+$/)
    const reply = await fetchImage(api, url)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('private, max-age=3600')
  })
})
