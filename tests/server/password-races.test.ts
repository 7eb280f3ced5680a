/**
 * The password is checked as it is when the money moves or the session starts (agreements spec
 * §10): a sign-in, a withdrawal, a release or a wallet payment with the old password that races a
 * password reset is refused, and no session started with the old password outlives the reset.
 * The password check is made slow or held at a gate (createSandbox's `passwords`) so the window
 * between reading a hash and using the verdict is wide open.
 */
import { describe, expect, it } from 'vitest'
import { TokenPair, User } from '../../src/contract/auth'
import { Order } from '../../src/contract/escrow'
import { SandboxMail } from '../../src/contract/sandbox'
import { hashPassword, verifyPassword, type PasswordHasher } from '../../src/server/passwords'
import * as v from 'valibot'
import {
  ADA,
  Api,
  BAYO,
  expectDetail,
  expectOk,
  money,
  newSandbox,
  PASSWORD,
  sellersOrder,
  withParties,
} from './helpers'

const NEW_PASSWORD = 'brand-new-secret'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** scrypt, with each check held until `open()` once `hold()` was called; `reached` tells when one waits. */
function gatedPasswords() {
  let gate: Promise<void> | null = null
  let openGate: () => void = () => undefined
  let arrived: () => void = () => undefined
  let reached = Promise.resolve()
  const passwords: PasswordHasher = {
    hash: hashPassword,
    async verify(password, stored) {
      const valid = await verifyPassword(password, stored)
      const waiting = gate
      if (waiting) {
        arrived()
        await waiting
      }
      return valid
    },
  }
  return {
    passwords,
    /** The next checks wait at the gate; resolves `reached` when the first one gets there. */
    hold() {
      gate = new Promise<void>((resolve) => (openGate = resolve))
      reached = new Promise<void>((resolve) => (arrived = resolve))
    },
    /** Resolves once a check waits at the gate; fails if none comes (no password checked). */
    reached: () =>
      Promise.race([
        reached,
        sleep(3_000).then(() => {
          throw new Error('no password check reached the gate')
        }),
      ]),
    open() {
      gate = null
      openGate()
    },
  }
}

/** scrypt plus 5–40 ms after every check and every hash: a slow, scrypt-style password check. */
const slowPasswords: PasswordHasher = {
  async hash(password) {
    const hash = await hashPassword(password)
    await sleep(5 + Math.random() * 35)
    return hash
  },
  async verify(password, stored) {
    const valid = await verifyPassword(password, stored)
    await sleep(5 + Math.random() * 35)
    return valid
  },
}

/** A reset link for `email` from the sandbox's outbox: its token. */
async function resetToken(api: Api, email: string): Promise<string> {
  expect((await api.post('/auth/forgot-password', { json: { email } })).status).toBe(202)
  const [mail] = v.parse(v.array(SandboxMail), (await api.get('/__sandbox/mail')).body)
  const link = mail?.links.find((candidate) => candidate.includes('token='))
  const token = link ? new URL(link).searchParams.get('token') : null
  if (!token) throw new Error('no reset link in the outbox')
  return token
}

const reset = (api: Api, token: string) =>
  api.post('/auth/reset-password', {
    json: { token, password: NEW_PASSWORD, password2: NEW_PASSWORD },
  })
const login = (api: Api, email: string, password = PASSWORD) =>
  api.post('/auth/login', { form: { username: email, password } })

/** Neither token of the pair works any more. */
async function expectDead(api: Api, pair: TokenPair) {
  expectDetail(await api.get('/auth/me', { token: pair.access_token }), 401)
  expectDetail(
    await api.post('/auth/refresh', { json: { refresh_token: pair.refresh_token } }),
    401,
  )
}

describe('a sign-in racing a password reset', () => {
  it('with the old password, checked before the reset and answered after it: refused', async () => {
    const gated = gatedPasswords()
    const { api } = await newSandbox({ passwords: gated.passwords })
    const token = await resetToken(api, ADA)
    gated.hold()
    const racing = login(api, ADA)
    await gated.reached()
    expect((await reset(api, token)).status).toBe(200)
    gated.open()
    const reply = await racing
    expectDetail(reply, 401, 'Incorrect email or password')
    // The new password signs in.
    expectOk(await login(api, ADA, NEW_PASSWORD), TokenPair)
  })

  it('30 sign-ins with the old password racing one reset: no token they got works afterwards', async () => {
    const { api } = await newSandbox({ passwords: slowPasswords })
    const token = await resetToken(api, ADA)
    const replies: Awaited<ReturnType<typeof login>>[] = []
    let started = 0
    let resetReply: Promise<Awaited<ReturnType<typeof reset>>> | undefined
    // Four clients signing in one after another (at most four attempts in flight, so the lockout
    // after five failures does not stop them before the reset), the reset sent after the 8th.
    const client = async () => {
      while (started < 30) {
        started += 1
        if (started === 8) resetReply = reset(api, token)
        replies.push(await login(api, ADA))
      }
    }
    await Promise.all([client(), client(), client(), client()])
    expect((await resetReply)?.status).toBe(200)
    expect(replies).toHaveLength(30)
    const pairs = replies
      .filter((reply) => reply.status === 200)
      .map((reply) => v.parse(TokenPair, reply.body))
    // The race did happen: some signed in before the reset, the rest were refused (401 or 429).
    expect(pairs.length).toBeGreaterThan(0)
    expect(pairs.length).toBeLessThan(30)
    for (const reply of replies) expect([200, 401, 429]).toContain(reply.status)
    for (const pair of pairs) await expectDead(api, pair)
  })
})

describe('money racing a password reset, with the old password', () => {
  async function setup() {
    const gated = gatedPasswords()
    return { gated, ...(await withParties({ passwords: gated.passwords })) }
  }

  const balance = async (api: Api, token: string) =>
    money(expectOk(await api.get('/auth/me', { token }), User).wallet_balance)

  it('a withdrawal checked before the reset and carried out after it: refused, nothing moved', async () => {
    const { gated, api, ada } = await setup()
    const before = await balance(api, ada)
    const token = await resetToken(api, ADA)
    gated.hold()
    const racing = api.post('/wallet/withdraw', {
      token: ada,
      json: { amount: 1000, bank_code: '058', account_number: '0123456789', password: PASSWORD },
    })
    await gated.reached()
    expect((await reset(api, token)).status).toBe(200)
    gated.open()
    expect((await racing).status).not.toBe(200)
    const fresh = (await login(api, ADA, NEW_PASSWORD)).body as TokenPair
    expect(await balance(api, fresh.access_token)).toBe(before)
  })

  it('a release and a wallet payment checked before the reset and carried out after it: refused', async () => {
    const { gated, api, ada, bayo } = await setup()
    const active = await sellersOrder(api, ada, bayo, 'paid')
    const unpaid = await sellersOrder(api, ada, bayo, 'accepted')
    const token = await resetToken(api, BAYO)
    gated.hold()
    const racing = [
      api.post(`/escrow/${active}/release`, { token: bayo, json: { password: PASSWORD } }),
      api.post(`/escrow/${unpaid}/pay`, {
        token: bayo,
        json: { method: 'wallet', password: PASSWORD },
      }),
    ]
    await gated.reached()
    expect((await reset(api, token)).status).toBe(200)
    gated.open()
    for (const reply of await Promise.all(racing)) expect(reply.status).not.toBe(200)
    expect(expectOk(await api.get(`/escrow/${active}`, { token: ada }), Order).status).toBe(
      'active',
    )
    expect(expectOk(await api.get(`/escrow/${unpaid}`, { token: ada }), Order).status).toBe(
      'pending',
    )
  })
})
