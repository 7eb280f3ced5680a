/**
 * Idempotency-Key on POST /escrow/create (multipart): a repeat of a key by the same user gets the
 * first answer, and no second order.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CreateOrderResponse } from '../../src/contract/escrow'
import { createSandbox } from '../../src/server/app'
import { IDEMPOTENCY_TTL_MS } from '../../src/server/idempotency'
import {
  ADA,
  Api,
  BAYO,
  expectDetail,
  expectIssues,
  expectOk,
  fixedClock,
  newSandbox,
} from './helpers'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])

const buyerFields = {
  name: 'Generator, 2.5 kVA',
  price: '185000',
  description: 'Paid once, even when the answer is lost',
  delivery_date: '2025-07-01',
  receiver_email: 'ada@escrow.test',
  receiver_phone: '08031234567',
  role: 'buyer',
}

/** A fresh form each time, as a client retrying would build it (a new multipart boundary too). */
function orderForm(fields: Record<string, string> = buyerFields, image = PNG): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.append('images', new File([image], 'photo.png', { type: 'image/png' }))
  return form
}

function create(api: Api, token: string, key: string | undefined, form = orderForm()) {
  return api.post('/escrow/create', {
    token,
    form,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  })
}

describe('Idempotency-Key on POST /escrow/create', () => {
  it('a repeat of the key by the same user gets the first answer and makes no second order', async () => {
    const { api, sandbox } = await newSandbox()
    const token = await api.token(BAYO)
    const orders = sandbox.state().orders.length
    const payments = sandbox.state().payments.length

    const first = await create(api, token, 'order-7f3a')
    const created = expectOk(first, CreateOrderResponse, 201)
    expect(created.data.access_code).toBeTruthy()
    expect(first.headers.get('idempotent-replayed')).toBeNull()

    const again = await create(api, token, 'order-7f3a')
    expect(expectOk(again, CreateOrderResponse, 201)).toEqual(created)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(sandbox.state().orders.length).toBe(orders + 1)
    expect(sandbox.state().payments.length).toBe(payments + 1)

    // Without a key (or with another one) every request is a new order, as before.
    expectOk(await create(api, token, undefined), CreateOrderResponse, 201)
    expectOk(await create(api, token, 'order-7f3b'), CreateOrderResponse, 201)
    expect(sandbox.state().orders.length).toBe(orders + 3)
  })

  it('the same key from another user is independent', async () => {
    const { api, sandbox } = await newSandbox()
    const bayo = expectOk(
      await create(api, await api.token(BAYO), 'shared-key'),
      CreateOrderResponse,
      201,
    )
    const ada = expectOk(
      await create(
        api,
        await api.token(ADA),
        'shared-key',
        orderForm({ ...buyerFields, receiver_email: 'bayo@escrow.test' }),
      ),
      CreateOrderResponse,
      201,
    )
    expect(ada.data.public_id).not.toBe(bayo.data.public_id)
    const mine = sandbox.state().orders.filter((order) => order.item_name === buyerFields.name)
    expect(mine).toHaveLength(2)
  })

  it('a repeat with another payload gets 422 with a detail, and changes nothing', async () => {
    const { api, sandbox } = await newSandbox()
    const token = await api.token(BAYO)
    expectOk(await create(api, token, 'k-1'), CreateOrderResponse, 201)
    const orders = sandbox.state().orders.length
    expectDetail(
      await create(api, token, 'k-1', orderForm({ ...buyerFields, price: '185001' })),
      422,
      'This Idempotency-Key was already used with a different request',
    )
    // Other image bytes are another payload too.
    expectDetail(
      await create(api, token, 'k-1', orderForm(buyerFields, new Uint8Array([...PNG, 9]))),
      422,
    )
    expect(sandbox.state().orders.length).toBe(orders)
  })

  it('a repeat while the first is still being processed gets 409, and the first completes', async () => {
    const { api, sandbox } = await newSandbox()
    const token = await api.token(BAYO)
    // The first request's body arrives in two parts; the second part is held back.
    const encoded = new Response(orderForm())
    const type = encoded.headers.get('content-type') ?? ''
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    let release: () => void = () => undefined
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, 100))
        await new Promise<void>((resolve) => (release = resolve))
        controller.enqueue(bytes.slice(100))
        controller.close()
      },
    })
    const first = sandbox.app.request('/api/v1/escrow/create', {
      method: 'POST',
      body,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': type,
        // With a length, the body reaches the route as a stream (and the route is in progress).
        'Content-Length': String(bytes.byteLength),
        'Idempotency-Key': 'slow',
      },
      duplex: 'half',
    } as RequestInit)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expectDetail(
      await create(api, token, 'slow'),
      409,
      'A request with this Idempotency-Key is still being processed',
    )
    release()
    const answer = await first
    expect(answer.status).toBe(201)
    const replay = await create(api, token, 'slow')
    expect(replay.text).toBe(await answer.text())
  })

  it('refuses a key that is empty, longer than 255 characters or not printable (422, FastAPI header issue)', async () => {
    const { api } = await newSandbox()
    const token = await api.token(BAYO)
    for (const [key, type] of [
      ['', 'string_too_short'],
      ['k'.repeat(256), 'string_too_long'],
      ['caf\u00e9', 'string_pattern_mismatch'],
    ] as const) {
      const issues = expectIssues(await create(api, token, key))
      expect(
        issues.map((issue) => [issue.loc, issue.type]),
        key,
      ).toEqual([[['header', 'idempotency-key'], type]])
    }
    expectOk(await create(api, token, 'k'.repeat(255)), CreateOrderResponse, 201)
    expectOk(await create(api, token, ' spaced key ~!'), CreateOrderResponse, 201)
  })

  it('remembers only a created order: a refused request (422) may be corrected and sent again with its key', async () => {
    const { api } = await newSandbox()
    const token = await api.token(BAYO)
    expectIssues(await create(api, token, 'fix-me', orderForm({ ...buyerFields, price: 'abc' })))
    expectOk(await create(api, token, 'fix-me'), CreateOrderResponse, 201)
  })

  it('keeps a key for 24 hours, across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-idempotency-'))
    try {
      const clock = fixedClock()
      const first = await createSandbox({ dataDir, now: clock.now })
      const token = await new Api(first).token(BAYO)
      const created = await create(new Api(first), token, 'across-restart')
      expect(created.status).toBe(201)
      await first.close()

      const second = await createSandbox({ dataDir, now: clock.now })
      const api = new Api(second)
      const orders = second.state().orders.length
      const replay = await create(api, token, 'across-restart')
      expect(replay.text).toBe(created.text)
      expect(second.state().orders.length).toBe(orders)

      clock.advance(IDEMPOTENCY_TTL_MS)
      const fresh = await create(api, await api.token(BAYO), 'across-restart')
      expect(fresh.status).toBe(201)
      expect(fresh.text).not.toBe(created.text)
      expect(second.state().orders.length).toBe(orders + 1)
      await second.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
