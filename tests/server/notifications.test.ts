/**
 * Notifications, the mail outbox and password reset in the sandbox (lifecycle spec §5–§7): who is
 * told of which event, read and read-all, the invite and reset e-mails, single-use 30-minute
 * reset links stored hashed, every session ended on reset, and no account enumeration.
 */
import { describe, expect, it } from 'vitest'
import { TokenPair } from '../../src/contract/auth'
import { MessageBody } from '../../src/contract/common'
import { Dispute } from '../../src/contract/disputes'
import { AcceptResponse, CreateOrderResponse, Order } from '../../src/contract/escrow'
import { MESSAGES } from '../../src/contract/limits'
import { Notification, Notifications } from '../../src/contract/notifications'
import { FORGOT_PASSWORD_DETAIL, RESET_TOKEN_TTL_MS } from '../../src/contract/password-reset'
import { SandboxMails, SandboxPayment } from '../../src/contract/sandbox'
import { SandboxWithdrawAnswer } from '../../src/server/routes/wallet'
import {
  ADA,
  Api,
  BAYO,
  expectDetail,
  expectIssues,
  expectOk,
  issueFor,
  newSandbox,
  NOW,
  PASSWORD,
} from './helpers'

function png(): File {
  const bytes = new Uint8Array(64).fill(7)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new File([bytes], 'photo.png', { type: 'image/png' })
}

function orderForm(receiver: string): FormData {
  const form = new FormData()
  const fields = {
    name: 'Leather bag',
    price: '20000',
    description: 'Brown, handmade.',
    delivery_date: '2025-07-01',
    receiver_email: receiver,
    receiver_phone: '08012345612',
    role: 'seller',
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.append('images', png())
  return form
}

async function setup() {
  const all = await newSandbox()
  const { api } = all
  return { ...all, ada: await api.token(ADA), bayo: await api.token(BAYO) }
}
const list = async (api: Api, token: string) =>
  expectOk(await api.get('/notifications', { token }), Notifications)
const mail = async (api: Api) => expectOk(await api.get('/__sandbox/mail'), SandboxMails)
const create = async (api: Api, token: string, receiver = BAYO) =>
  expectOk(
    await api.post('/escrow/create', { token, form: orderForm(receiver) }),
    CreateOrderResponse,
    201,
  ).data.public_id ?? ''

describe('notifications', () => {
  it('the other party is told of every step, with an app link; support and system tell both', async () => {
    const { api, sandbox, ada, bayo } = await setup()
    const adaBefore = (await list(api, ada)).length
    const bayoBefore = (await list(api, bayo)).length
    const id = await create(api, ada)
    const newest = async (token: string) => (await list(api, token))[0]
    expect(await newest(bayo)).toMatchObject({
      title: 'New escrow order for you',
      read: false,
      link: `/orders/${id}`,
      time: NOW.toISOString(),
    })
    const { access_code } = expectOk(
      await api.get(`/escrow/${id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    expect((await newest(ada))?.title).toBe('Order accepted')
    expectOk(await api.post(`/__sandbox/payments/${access_code ?? ''}/complete`), SandboxPayment)
    expect((await newest(ada))?.title).toBe('Payment received in escrow')
    expectOk(await api.post(`/escrow/${id}/deliver`, { token: ada }), Order)
    expect((await newest(bayo))?.title).toBe('Order marked delivered')
    const dispute = expectOk(
      await api.post('/disputes', {
        token: bayo,
        form: (() => {
          const form = new FormData()
          form.set('escrow_id', id)
          form.set('reason', 'Scratched')
          form.append('images', png())
          return form
        })(),
      }),
      Dispute,
      201,
    )
    expect(await newest(ada)).toMatchObject({
      title: 'Dispute raised',
      link: `/disputes?dispute=${dispute.id}`,
    })
    expectOk(
      await api.post(`/disputes/${dispute.id}/messages`, { token: ada, json: { body: 'Sorry' } }),
      Dispute,
      201,
    )
    expect((await newest(bayo))?.title).toBe('New message in your dispute')
    expectOk(
      await api.post(`/__sandbox/disputes/${dispute.id}/resolve`, {
        json: { resolution: 'refund' },
      }),
      Dispute,
    )
    for (const token of [ada, bayo]) {
      const last = await newest(token)
      expect(last?.title).toBe('Dispute resolved')
      expect(last?.desc).toContain('refunded to the buyer')
    }
    // Ada: accepted, paid, disputed, resolved; Bayo: created, delivered, message, resolved.
    expect((await list(api, ada)).length - adaBefore).toBe(4)
    expect((await list(api, bayo)).length - bayoBefore).toBe(4)
    for (const record of sandbox.state().notifications) expect(record.link).toMatch(/^\/[a-z]/)
  })

  it('auto-release tells both; a release by the buyer tells the seller; decline and withdraw', async () => {
    const { api, sandbox, ada, bayo } = await setup()
    const id = await create(api, ada)
    const { access_code } = expectOk(
      await api.get(`/escrow/${id}/accept`, { token: bayo }),
      AcceptResponse,
    )
    expectOk(await api.post(`/__sandbox/payments/${access_code ?? ''}/complete`), SandboxPayment)
    expectOk(await api.post(`/escrow/${id}/deliver`, { token: ada }), Order)
    expect(sandbox.advanceClock(72 * 3600)).toContain(id)
    const adaNow = await api.token(ADA)
    const bayoNow = await api.token(BAYO)
    for (const token of [adaNow, bayoNow])
      expect((await list(api, token)).find((n) => n.link === `/orders/${id}`)?.title).toBe(
        'Funds released automatically',
      )
    const declined = await create(api, adaNow)
    expectOk(await api.get(`/escrow/${declined}/cancel`, { token: bayoNow }), MessageBody)
    expect((await list(api, adaNow))[0]?.title).toBe('Order declined')
    const withdrawn = await create(api, adaNow)
    expectOk(await api.get(`/escrow/${withdrawn}/cancel`, { token: adaNow }), MessageBody)
    expect((await list(api, bayoNow))[0]?.title).toBe('Order withdrawn')
  })

  it('a settled withdrawal tells its owner', async () => {
    const { api, ada } = await setup()
    expectOk(
      await api.post('/wallet/withdraw', {
        token: ada,
        json: { amount: 500, bank_code: '058', account_number: '0123456789', password: PASSWORD },
      }),
      SandboxWithdrawAnswer,
    )
    expect((await list(api, ada))[0]?.title).not.toBe('Withdrawal completed')
    await api.post('/__sandbox/withdrawals/settle', { json: {} })
    expect((await list(api, ada))[0]).toMatchObject({
      title: 'Withdrawal completed',
      link: '/transactions',
    })
  })

  it('read one (only your own), read all; newest first', async () => {
    const { api, ada, bayo } = await setup()
    await create(api, ada)
    await create(api, ada)
    const mine = await list(api, bayo)
    const first = mine[0]
    expect(first).toBeDefined()
    expectDetail(
      await api.post(`/notifications/${first?.id ?? ''}/read`, { token: ada }),
      404,
      'Notification not found',
    )
    expect(
      expectOk(
        await api.post(`/notifications/${first?.id ?? ''}/read`, { token: bayo }),
        Notification,
      ).read,
    ).toBe(true)
    expect((await list(api, bayo)).find((n) => n.id === first?.id)?.read).toBe(true)
    expectOk(await api.post('/notifications/read-all', { token: bayo }), MessageBody)
    expect((await list(api, bayo)).every((n) => n.read)).toBe(true)
    expectDetail(await api.get('/notifications'), 401)
  })
})

describe('GET /__sandbox/mail', () => {
  it('the invite with its /orders/<id> link, also to an address without an account; newest first', async () => {
    const { api, ada } = await setup()
    const id = await create(api, ada, 'new.person@example.com')
    const [invite] = await mail(api)
    expect(invite).toMatchObject({
      to: 'new.person@example.com',
      subject: 'Adaeze Okafor invited you to an escrow order',
      links: [`http://localhost/orders/${id}`],
      sent_at: NOW.toISOString(),
    })
    expect(invite?.text).toContain(`http://localhost/orders/${id}`)
    // Bayo has an account: the invite, and no second e-mail for the same news.
    const second = await create(api, ada)
    const toBayo = (await mail(api)).filter((m) => m.to === BAYO && m.text.includes(second))
    expect(toBayo).toHaveLength(1)
    expect(
      (await api.get('/__sandbox/mail', { headers: { Origin: 'https://evil.example' } })).status,
    ).toBe(403)
  })
})

describe('password reset', () => {
  const forgot = (api: Api, email: unknown) =>
    api.post('/auth/forgot-password', { json: email === undefined ? {} : { email } })
  const reset = (api: Api, json: Record<string, unknown>) =>
    api.post('/auth/reset-password', { json })
  const tokenFromMail = async (api: Api) => {
    const link = (await mail(api)).find((m) => m.subject === 'Reset your password')?.links[0] ?? ''
    const url = new URL(link)
    expect(url.pathname).toBe('/reset-password')
    return url.searchParams.get('token') ?? ''
  }

  it('same 202 answer for known and unknown e-mails; only a known one gets mail; 422 malformed', async () => {
    const { api } = await setup()
    const known = await forgot(api, ADA)
    const unknown = await forgot(api, 'nobody@escrow.test')
    for (const reply of [known, unknown]) {
      expect(reply.status).toBe(202)
      expect(reply.body).toEqual({ detail: FORGOT_PASSWORD_DETAIL })
    }
    expect(known.text).toBe(unknown.text)
    expect([...known.headers.keys()]).toEqual([...unknown.headers.keys()])
    const sent = await mail(api)
    expect(sent.filter((m) => m.to === ADA && m.subject === 'Reset your password')).toHaveLength(1)
    expect(sent.some((m) => m.to === 'nobody@escrow.test')).toBe(false)
    expect(issueFor(expectIssues(await forgot(api, 'not-an-email')), 'email')).toBe(
      MESSAGES.invalidEmail,
    )
    expect(issueFor(expectIssues(await forgot(api, undefined)), 'email')).toBe('Field required')
  })

  it('sets the password, ends every session, single use; the token is stored hashed', async () => {
    const { api, sandbox, ada } = await setup()
    const other = await api.login(ADA)
    await forgot(api, ADA)
    const token = await tokenFromMail(api)
    expect(JSON.stringify(sandbox.state().reset_tokens)).not.toContain(token)
    expect(JSON.stringify(sandbox.state().notifications)).not.toContain(token)

    expectDetail(
      await reset(api, { token, password: 'newpass1', password2: 'newpass2' }),
      400,
      'Passwords do not match',
    )
    expect(
      issueFor(
        expectIssues(await reset(api, { token, password: 'short', password2: 'short' })),
        'password',
      ),
    ).toBe(MESSAGES.password)
    // Neither spent the link.
    expectOk(await reset(api, { token, password: 'newpass1', password2: 'newpass1' }), MessageBody)
    expectDetail(
      await reset(api, { token, password: 'newpass1', password2: 'newpass1' }),
      400,
      'Reset link is invalid or has expired',
    )

    // Every session is over: access tokens 401, refresh tokens refused.
    expectDetail(await api.get('/auth/me', { token: ada }), 401)
    expect(
      (await api.post('/auth/refresh', { json: { refresh_token: other.refresh_token } })).status,
    ).toBe(401)
    expect(
      (await api.post('/auth/login', { form: { username: ADA, password: PASSWORD } })).status,
    ).toBe(401)
    expectOk(
      await api.post('/auth/login', { form: { username: ADA, password: 'newpass1' } }),
      TokenPair,
    )
    expectDetail(
      await reset(api, { token: 'made-up', password: 'newpass1', password2: 'newpass1' }),
      400,
      'Reset link is invalid or has expired',
    )
  })

  it('a link expires after 30 minutes on the sandbox clock; two resets with one link: one wins', async () => {
    const { api, clock } = await setup()
    await forgot(api, BAYO)
    const stale = await tokenFromMail(api)
    clock.advance(RESET_TOKEN_TTL_MS)
    expectDetail(
      await reset(api, { token: stale, password: 'newpass1', password2: 'newpass1' }),
      400,
      'Reset link is invalid or has expired',
    )
    await forgot(api, BAYO)
    const token = await tokenFromMail(api)
    const replies = await Promise.all([
      reset(api, { token, password: 'first-1', password2: 'first-1' }),
      reset(api, { token, password: 'second-2', password2: 'second-2' }),
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400])
  })
})
