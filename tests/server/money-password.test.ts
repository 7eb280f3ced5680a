/**
 * Money that leaves a wallet or escrow needs the password (agreements spec §10): release and pay
 * from the wallet take `{password}`, checked as a withdrawal checks it (400 'Incorrect password',
 * never 401; 422 without one); a card payment needs none. A replayed Idempotency-Key is answered
 * only after the same checks pass, and a key compares the parsed JSON, not the bytes.
 */
import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { Order, PayByCardResponse } from '../../src/contract/escrow'
import { MESSAGES } from '../../src/contract/limits'
import { buyerTotalKobo } from '../../src/contract/money'
import {
  Api,
  expectDetail,
  expectIssues,
  expectOk,
  issueFor,
  money,
  PASSWORD,
  sellersOrder,
  withParties,
} from './helpers'

const release = (api: Api, token: string, id: string, json?: unknown, key?: string) =>
  api.post(`/escrow/${id}/release`, {
    token,
    json,
    headers: key === undefined ? undefined : { 'Idempotency-Key': key },
  })
const pay = (api: Api, token: string, id: string, json: unknown, key?: string) =>
  api.post(`/escrow/${id}/pay`, {
    token,
    json,
    headers: key === undefined ? undefined : { 'Idempotency-Key': key },
  })
const balance = async (api: Api, token: string) =>
  money(expectOk(await api.get('/auth/me', { token }), User).wallet_balance)
const status = async (api: Api, token: string, id: string) =>
  expectOk(await api.get(`/escrow/${id}`, { token }), Order).status

describe('POST /escrow/{id}/release takes {password}', () => {
  it('releases with the password; a wrong one is 400 (signed in still, nothing moved); none is 422', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    const sellerBefore = await balance(api, ada)

    // No body, no field, an empty one: FastAPI's 422 list.
    expect(expectIssues(await release(api, bayo, id))).toEqual([
      { loc: ['body'], msg: 'Field required', type: 'missing' },
    ])
    expect(issueFor(expectIssues(await release(api, bayo, id, {})), 'password')).toBe(
      'Field required',
    )
    expect(issueFor(expectIssues(await release(api, bayo, id, { password: '' })), 'password')).toBe(
      MESSAGES.passwordRequired,
    )
    // A wrong password: 400, never 401 — the same token still works.
    expectDetail(
      await release(api, bayo, id, { password: 'not-my-password' }),
      400,
      'Incorrect password',
    )
    expectOk(await api.get('/auth/me', { token: bayo }), User)
    expect(await status(api, bayo, id)).toBe('active')
    expect(await balance(api, ada)).toBe(sellerBefore)

    const released = expectOk(await release(api, bayo, id, { password: PASSWORD }), Order)
    expect(released.status).toBe('completed')
    expect(await balance(api, ada)).toBeGreaterThan(sellerBefore)
  })
})

describe('POST /escrow/{id}/pay', () => {
  it("'wallet' takes {method, password}: 400 for a wrong one (nothing paid), 422 without", async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'accepted')
    const before = await balance(api, bayo)

    expect(issueFor(expectIssues(await pay(api, bayo, id, { method: 'wallet' })), 'password')).toBe(
      'Field required',
    )
    expect(
      issueFor(
        expectIssues(await pay(api, bayo, id, { method: 'wallet', password: '' })),
        'password',
      ),
    ).toBe(MESSAGES.passwordRequired)
    expectDetail(
      await pay(api, bayo, id, { method: 'wallet', password: 'not-my-password' }),
      400,
      'Incorrect password',
    )
    expectOk(await api.get('/auth/me', { token: bayo }), User)
    expect(await balance(api, bayo)).toBe(before)
    expect(await status(api, bayo, id)).toBe('pending')

    const paid = expectOk(await pay(api, bayo, id, { method: 'wallet', password: PASSWORD }), Order)
    expect(paid.status).toBe('active')
    expect(await balance(api, bayo)).toBeLessThan(before)
  })

  it("'card' needs no password (the card provider confirms the payment)", async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'accepted')
    expectOk(await pay(api, bayo, id, { method: 'card' }), PayByCardResponse)
  })

  it('a stolen access token alone moves no money: pay from wallet, release and withdraw all refuse it', async () => {
    const { api, ada, bayo } = await withParties()
    const unpaid = await sellersOrder(api, ada, bayo, 'accepted')
    const active = await sellersOrder(api, ada, bayo, 'paid')
    const before = await balance(api, bayo)
    // What a thief holding only the token can send.
    for (const reply of [
      await pay(api, bayo, unpaid, { method: 'wallet' }),
      await release(api, bayo, active),
      await api.post('/wallet/withdraw', {
        token: bayo,
        json: { amount: 1000, bank_code: '058', account_number: '0123456789' },
      }),
    ])
      expect(reply.status).toBe(422)
    expect(await balance(api, bayo)).toBe(before)
    expect(await status(api, bayo, unpaid)).toBe('pending')
    expect(await status(api, bayo, active)).toBe('active')
  })
})

describe('Idempotency-Key: a replay only after the checks of the caller pass', () => {
  it('release: a replay with a wrong password is 400, without one 422; with the password the first answer', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    const first = expectOk(await release(api, bayo, id, { password: PASSWORD }, 'rel-1'), Order)
    expectDetail(
      await release(api, bayo, id, { password: 'wrong-one' }, 'rel-1'),
      400,
      'Incorrect password',
    )
    expectIssues(await release(api, bayo, id, {}, 'rel-1'))
    const again = await release(api, bayo, id, { password: PASSWORD }, 'rel-1')
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.body).toEqual(first)
  })

  it('pay from the wallet: a replay with a wrong password is 400', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'accepted')
    const json = { method: 'wallet', password: PASSWORD }
    expectOk(await pay(api, bayo, id, json, 'pay-1'), Order)
    expectDetail(
      await pay(api, bayo, id, { ...json, password: 'wrong-one' }, 'pay-1'),
      400,
      'Incorrect password',
    )
    const again = await pay(api, bayo, id, json, 'pay-1')
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([200, 'true'])
  })

  it('withdraw: a replay with a wrong password is 400, not the stored 200', async () => {
    const { api, ada } = await withParties()
    const json = { amount: 1000, bank_code: '058', account_number: '0123456789' }
    const withdraw = (password: string) =>
      api.post('/wallet/withdraw', {
        token: ada,
        json: { ...json, password },
        headers: { 'Idempotency-Key': 'wd-1' },
      })
    expect((await withdraw(PASSWORD)).status).toBe(200)
    const after = await balance(api, ada)
    expectDetail(await withdraw('wrong-one'), 400, 'Incorrect password')
    const again = await withdraw(PASSWORD)
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([200, 'true'])
    expect(await balance(api, ada)).toBe(after)
  })

  it('compares the parsed JSON: the same body with other spacing or key order is the same request', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'paid')
    const deliver = (body: string) =>
      api.post(`/escrow/${id}/deliver`, {
        token: ada,
        raw: { body, type: 'application/json' },
        headers: { 'Idempotency-Key': 'dlv-1' },
      })
    const first = await deliver('{"delivery_note":"Sent by GIG","tracking_number":"GIG-1"}')
    expect(first.status, first.text).toBe(200)
    const spaced = await deliver(
      '{\n  "tracking_number" : "GIG-1",\n  "delivery_note" : "Sent by GIG"\n}\n',
    )
    expect([spaced.status, spaced.headers.get('Idempotent-Replayed')]).toEqual([200, 'true'])
    expect(spaced.body).toEqual(first.body)
    // Another value is another request.
    expectDetail(
      await deliver('{"delivery_note":"Sent by DHL","tracking_number":"GIG-1"}'),
      422,
      'This Idempotency-Key was already used with a different request',
    )

    const other = await sellersOrder(api, ada, bayo, 'paid')
    const releaseRaw = (body: string) =>
      api.post(`/escrow/${other}/release`, {
        token: bayo,
        raw: { body, type: 'application/json' },
        headers: { 'Idempotency-Key': 'rel-raw' },
      })
    expect((await releaseRaw(`{"password":"${PASSWORD}"}`)).status).toBe(200)
    const replay = await releaseRaw(`{ "password" : "${PASSWORD}" }`)
    expect([replay.status, replay.headers.get('Idempotent-Replayed')]).toEqual([200, 'true'])
  })
})

describe('with the password checked first (awaited), concurrent calls still move money once', () => {
  it('20 wallet payments of one order at once: one is paid, the wallet debited once', async () => {
    const { api, ada, bayo } = await withParties()
    const id = await sellersOrder(api, ada, bayo, 'accepted')
    const before = await balance(api, bayo)
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(api, bayo, id, { method: 'wallet', password: PASSWORD }),
      ),
    )
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1)
    for (const reply of replies.filter((one) => one.status !== 200))
      expectDetail(reply, 400, 'Order is not awaiting payment')
    const order = expectOk(await api.get(`/escrow/${id}`, { token: bayo }), Order)
    expect(before - (await balance(api, bayo))).toBe(
      buyerTotalKobo(money(order.item_price), money(order.fee_amount)),
    )
  })

  it('20 withdrawals at once, together above the balance: never overdrawn', async () => {
    const { api, ada } = await withParties()
    const start = await balance(api, ada)
    // Each a fifth of the balance (at most ₦10,000,000 per withdrawal): at most five go through.
    const amount = Math.min(Math.floor(start / 5), 1_000_000_000) / 100
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/wallet/withdraw', {
          token: ada,
          json: { amount, bank_code: '058', account_number: '0123456789', password: PASSWORD },
        }),
      ),
    )
    const done = replies.filter((reply) => reply.status === 200).length
    expect(done).toBeLessThanOrEqual(5)
    for (const reply of replies.filter((one) => one.status !== 200))
      expectDetail(reply, 400, 'Insufficient wallet balance')
    const left = await balance(api, ada)
    expect(left).toBeGreaterThanOrEqual(0)
    expect(left).toBe(start - done * Math.round(amount * 100))
  })
})
