import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RefreshResponse, TokenPair, User } from '../../src/contract/auth'
import { MessageBody } from '../../src/contract/common'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import {
  ADA,
  type Api,
  BAYO,
  expectDetail,
  expectIssues,
  expectOk,
  issueFor,
  newSandbox,
  PASSWORD,
} from './helpers'
import { MAX_FAILED_LOGINS } from '../../src/server/login-throttle'
import { REFRESH_REUSE_GRACE_MS } from '../../src/server/sessions'

const validRegistration = {
  full_name: 'Kemi Balogun',
  nin: '12345678901',
  phone_number: '0803 123 4567',
  email: 'Kemi@Example.com',
  password: 'secret1',
  password2: 'secret1',
}

describe('POST /auth/login', () => {
  it('signs in with the form-encoded e-mail and password (any e-mail case)', async () => {
    const { api } = await newSandbox()
    const pair = await api.login('ADA@escrow.test')
    expect(pair.token_type).toBe('bearer')
    const claims = decodeJwt(pair.access_token)
    expect(decodeProtectedHeader(pair.access_token).alg).toBe('HS256')
    expect(claims.sub).toBe('1')
    expect(typeof claims.jti).toBe('string')
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60)
    expect(pair.refresh_token).not.toContain('.')
  })

  it('answers 401 "Incorrect email or password" for a wrong password or an unknown user', async () => {
    const { api } = await newSandbox()
    const wrong = await api.post('/auth/login', { form: { username: ADA, password: 'nope123' } })
    expectDetail(wrong, 401, 'Incorrect email or password')
    const unknown = await api.post('/auth/login', {
      form: { username: 'ghost@escrow.test', password: PASSWORD },
    })
    expectDetail(unknown, 401, 'Incorrect email or password')
  })

  it('answers 422 for missing fields, and for JSON instead of a form', async () => {
    const { api } = await newSandbox()
    const missing = expectIssues(await api.post('/auth/login', { form: { username: ADA } }))
    expect(missing).toEqual([{ loc: ['body', 'password'], msg: 'Field required', type: 'missing' }])
    const json = expectIssues(
      await api.post('/auth/login', { json: { username: ADA, password: PASSWORD } }),
    )
    expect(json.map((issue) => issue.loc)).toEqual([
      ['body', 'username'],
      ['body', 'password'],
    ])
    const multipart = new FormData()
    multipart.set('username', BAYO)
    multipart.set('password', PASSWORD)
    expectOk(await api.post('/auth/login', { form: multipart }), TokenPair)
  })
})

describe('POST /auth/login lockout', () => {
  const signIn = (api: Api, email: string, password: string) =>
    api.post('/auth/login', { form: { username: email, password } })

  it('after 5 wrong passwords within 15 minutes: 429 with a detail for 15 minutes, even with the right password', async () => {
    const { api, clock } = await newSandbox()
    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
      if (attempt > 1) clock.advance(60_000)
      expectDetail(await signIn(api, ADA, 'wrong'), 401, 'Incorrect email or password')
    }
    const locked = await signIn(api, ADA, PASSWORD)
    expectDetail(locked, 429, 'Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(locked.headers.get('retry-after')).toBe('900')
    clock.advance(14 * 60_000 + 30_000)
    const later = await signIn(api, 'Ada@Escrow.test', PASSWORD)
    expectDetail(later, 429, 'Too many failed sign-in attempts. Try again in 1 minute.')
    expect(later.headers.get('retry-after')).toBe('30')
    clock.advance(30_000)
    expectOk(await signIn(api, ADA, PASSWORD), TokenPair)
    // The count starts afresh after a lockout.
    expectDetail(await signIn(api, ADA, 'wrong'), 401)
    expectOk(await signIn(api, ADA, PASSWORD), TokenPair)
  })

  it('a success before the 5th resets the count; failures older than 15 minutes do not count', async () => {
    const { api, clock } = await newSandbox()
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1) {
        expectDetail(await signIn(api, BAYO, 'wrong'), 401)
      }
      expectOk(await signIn(api, BAYO, PASSWORD), TokenPair)
    }
    for (let attempt = 1; attempt < MAX_FAILED_LOGINS; attempt += 1) {
      expectDetail(await signIn(api, BAYO, 'wrong'), 401)
    }
    clock.advance(15 * 60_000)
    expectDetail(await signIn(api, BAYO, 'wrong'), 401)
    expectOk(await signIn(api, BAYO, PASSWORD), TokenPair)
  })

  it('counts per e-mail, also for e-mails without an account (no enumeration); others sign in meanwhile; reset clears it', async () => {
    const { api } = await newSandbox()
    const parallel = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS + 2 }, () =>
        signIn(api, 'nobody@example.com', 'guess'),
      ),
    )
    // Even a burst sent at once gets at most 5 tries at the password.
    expect(parallel.filter((reply) => reply.status === 401)).toHaveLength(MAX_FAILED_LOGINS)
    expect(parallel.filter((reply) => reply.status === 429)).toHaveLength(2)
    expectDetail(await signIn(api, 'NOBODY@example.com', 'guess'), 429)
    expectOk(await signIn(api, ADA, PASSWORD), TokenPair)

    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt += 1) {
      expectDetail(await signIn(api, ADA, 'wrong'), 401)
    }
    expectDetail(await signIn(api, ADA, PASSWORD), 429)
    await api.post('/__sandbox/reset', { json: {} })
    expectOk(await signIn(api, ADA, PASSWORD), TokenPair)
  })
})

describe('POST /auth/register', () => {
  it('creates the account and returns a token pair that works for /auth/me', async () => {
    const { api } = await newSandbox()
    const pair = expectOk(
      await api.post('/auth/register', { json: validRegistration }),
      TokenPair,
      201,
    )
    const me = expectOk(await api.get('/auth/me', { token: pair.access_token }), User)
    expect(me).toMatchObject({
      full_name: 'Kemi Balogun',
      email: 'Kemi@Example.com',
      wallet_balance: '0.00',
      escrow_balance: 0,
      pending_transactions: 0,
    })
    const again = await api.login('kemi@example.com', 'secret1')
    expect(again.access_token).toBeTruthy()
  })

  const cases: [string, Partial<typeof validRegistration>, string, string][] = [
    [
      'one-word name',
      { full_name: 'Kemi' },
      'full_name',
      'Please enter your full name (first and last)',
    ],
    [
      'one-letter word',
      { full_name: 'K Balogun' },
      'full_name',
      'Please enter your full name (first and last)',
    ],
    ['bad e-mail', { email: 'kemi@example' }, 'email', 'Invalid email'],
    ['empty phone', { phone_number: '' }, 'phone_number', 'Phone number is required'],
    ['short phone', { phone_number: '080312' }, 'phone_number', 'Enter a valid phone number'],
    ['empty NIN', { nin: '' }, 'nin', 'NIN is required'],
    ['10-digit NIN', { nin: '1234567890' }, 'nin', 'NIN must be 11 digits'],
    [
      'short password',
      { password: 'abc', password2: 'abc' },
      'password',
      'Password must be at least 6 characters',
    ],
    ['different confirmation', { password2: 'secret2' }, 'password2', 'Passwords do not match'],
  ]
  it.each(cases)('422 for %s with the spec §5 message', async (_, change, field, message) => {
    const { api } = await newSandbox()
    const issues = expectIssues(
      await api.post('/auth/register', { json: { ...validRegistration, ...change } }),
    )
    expect(issues).toEqual([{ loc: ['body', field], msg: message, type: 'value_error' }])
  })

  it('reports every problem at once, and missing fields as "Field required"', async () => {
    const { api } = await newSandbox()
    const issues = expectIssues(
      await api.post('/auth/register', { json: { full_name: 'X', nin: 5 } }),
    )
    expect(issueFor(issues, 'full_name')).toBe('Please enter your full name (first and last)')
    expect(issueFor(issues, 'nin')).toBe('Input should be a valid string')
    expect(issueFor(issues, 'email')).toBe('Field required')
    expect(issueFor(issues, 'password2')).toBe('Field required')
  })

  it('rejects a duplicate e-mail whatever its case with 400', async () => {
    const { api } = await newSandbox()
    const reply = await api.post('/auth/register', {
      json: { ...validRegistration, email: 'ADA@Escrow.Test' },
    })
    expectDetail(reply, 400, 'A user with this email already exists')
  })

  it('answers 413 for a body over 1 MB', async () => {
    const { api } = await newSandbox()
    const huge = { ...validRegistration, full_name: `Kemi ${'a'.repeat(1_100_000)}` }
    expectDetail(await api.post('/auth/register', { json: huge }), 413, 'Request body too large')
  })

  it('answers 422 for malformed JSON', async () => {
    const { api } = await newSandbox()
    const issues = expectIssues(
      await api.post('/auth/register', {
        raw: { body: '{"full_name": "Kemi', type: 'application/json' },
      }),
    )
    expect(issues[0]?.type).toBe('json_invalid')
  })

  it('422 for a name or an e-mail over 254 characters (254 is fine), however long', async () => {
    const { api } = await newSandbox()
    const tooLong = (field: string) => ({
      loc: ['body', field],
      msg: 'String should have at most 254 characters',
      type: 'string_too_long',
    })
    const longName = `Kemi ${'B'.repeat(250)}` // 255 characters
    const name = expectIssues(
      await api.post('/auth/register', { json: { ...validRegistration, full_name: longName } }),
    )
    expect(name).toEqual([tooLong('full_name')])
    const huge = expectIssues(
      await api.post('/auth/register', {
        json: { ...validRegistration, full_name: `Kemi ${'x'.repeat(900_000)}` },
      }),
    )
    expect(huge).toEqual([tooLong('full_name')])
    const longEmail = `${'k'.repeat(243)}@example.com` // 255 characters
    const email = expectIssues(
      await api.post('/auth/register', { json: { ...validRegistration, email: longEmail } }),
    )
    expect(email).toEqual([tooLong('email')])
    expect(api.sandbox.state().users.some((user) => user.email.length > 254)).toBe(false)
    expect(api.sandbox.state().users.some((user) => user.full_name.length > 254)).toBe(false)

    // Exactly 254 (counted in characters: an emoji is one) is accepted.
    const fits = `Kemi ${'🚀'.repeat(249)}`
    expect(Array.from(fits)).toHaveLength(254)
    expectOk(
      await api.post('/auth/register', {
        json: { ...validRegistration, full_name: fits, email: `${'k'.repeat(242)}@example.com` },
      }),
      TokenPair,
      201,
    )
  })
})

describe('GET /auth/me', () => {
  it('returns the profile with wallet_balance as a 2-decimal string and escrow_balance as a number', async () => {
    const { api } = await newSandbox()
    const reply = await api.get('/auth/me', { token: await api.token(ADA) })
    const me = expectOk(reply, User)
    expect(me).toMatchObject({
      id: 1,
      full_name: 'Adaeze Okafor',
      email: ADA,
      phone_number: '08031234567',
    })
    expect(me.wallet_balance).toMatch(/^\d+\.\d{2}$/)
    expect(typeof me.escrow_balance).toBe('number')
    expect(me.pending_transactions).toBeGreaterThan(0)
  })

  it('answers 401 "Not authenticated" without a token, with a bad token or another scheme', async () => {
    const { api } = await newSandbox()
    expectDetail(await api.get('/auth/me'), 401, 'Not authenticated')
    expectDetail(await api.get('/auth/me', { token: 'not-a-jwt' }), 401, 'Not authenticated')
    const token = await api.token(ADA)
    const tampered = `${token.slice(0, -4)}AAAA`
    expectDetail(await api.get('/auth/me', { token: tampered }), 401, 'Not authenticated')
    expectDetail(
      await api.get('/auth/me', { headers: { Authorization: `Basic ${token}` } }),
      401,
      'Not authenticated',
    )
    const reply = await api.get('/auth/me')
    expect(reply.headers.get('www-authenticate')).toBe('Bearer')
  })

  it('rejects a token signed by another sandbox (the secret is per data directory)', async () => {
    const one = await newSandbox()
    const other = await newSandbox()
    const token = await one.api.token(ADA)
    expectDetail(await other.api.get('/auth/me', { token }), 401, 'Not authenticated')
  })

  it('rejects an expired token (short lifetime, clock moved on)', async () => {
    const { api, clock } = await newSandbox({ accessTtlSeconds: 30 })
    const token = await api.token(ADA)
    expectOk(await api.get('/auth/me', { token }), User)
    clock.advance(29_000)
    expectOk(await api.get('/auth/me', { token }), User)
    clock.advance(1_000)
    expectDetail(await api.get('/auth/me', { token }), 401, 'Not authenticated')
  })
})

describe('POST /auth/refresh', () => {
  it('rotates: each refresh token works once; a used one gets 401 after the reuse grace and ends the session', async () => {
    const { api, clock } = await newSandbox()
    const first = await api.login(ADA)
    const second = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: first.refresh_token } }),
      RefreshResponse,
    )
    expect(second.refresh_token).toBeTruthy()
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(second.token_type).toBe('bearer')
    expectOk(await api.get('/auth/me', { token: second.access_token }), User)

    clock.advance(REFRESH_REUSE_GRACE_MS)
    const reused = await api.post('/auth/refresh', { json: { refresh_token: first.refresh_token } })
    expectDetail(reused, 401, 'Invalid refresh token')
    // Reuse means the token leaked: the whole session is gone.
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: second.refresh_token ?? '' } }),
      401,
    )
    expectDetail(
      await api.get('/auth/me', { token: second.access_token }),
      401,
      'Not authenticated',
    )
  })

  it('a slow client: the just-rotated token spent again within the grace gets the same pair, and the session lives on', async () => {
    const { api, clock } = await newSandbox()
    const first = await api.login(ADA)
    // The server rotates, but the answer never reaches the client.
    const lost = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: first.refresh_token } }),
      RefreshResponse,
    )
    clock.advance(2_000)
    const retried = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: first.refresh_token } }),
      RefreshResponse,
    )
    // The very pair issued the first time, not a new one (nothing else of the session is minted).
    expect(retried).toEqual(lost)
    expectOk(await api.get('/auth/me', { token: retried.access_token }), User)
    const next = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: retried.refresh_token ?? '' } }),
      RefreshResponse,
    )
    expectOk(await api.get('/auth/me', { token: next.access_token }), User)
  })

  it('two refreshes with the same token at once both get the same pair', async () => {
    const { api } = await newSandbox()
    const first = await api.login(BAYO)
    const [one, two] = await Promise.all([
      api.post('/auth/refresh', { json: { refresh_token: first.refresh_token } }),
      api.post('/auth/refresh', { json: { refresh_token: first.refresh_token } }),
    ])
    const pair = expectOk(one, RefreshResponse)
    expect(expectOk(two, RefreshResponse)).toEqual(pair)
    expectOk(await api.get('/auth/me', { token: pair.access_token }), User)
  })

  it('after the grace, or once the successor was rotated too, a reuse revokes the session', async () => {
    const { api, clock } = await newSandbox()
    // Past the grace (10 s after the rotation).
    const late = await api.login(ADA)
    const lateNext = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: late.refresh_token } }),
      RefreshResponse,
    )
    clock.advance(REFRESH_REUSE_GRACE_MS)
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: late.refresh_token } }),
      401,
      'Invalid refresh token',
    )
    expectDetail(await api.get('/auth/me', { token: lateNext.access_token }), 401)

    // Within the grace, but the successor was already spent: its holder got it, so a second
    // presenter of the parent is a stale copy or a thief, and the chain is ended.
    const early = await api.login(ADA)
    const second = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: early.refresh_token } }),
      RefreshResponse,
    )
    const third = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: second.refresh_token ?? '' } }),
      RefreshResponse,
    )
    clock.advance(1_000)
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: early.refresh_token } }),
      401,
      'Invalid refresh token',
    )
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: third.refresh_token ?? '' } }),
      401,
    )
    expectDetail(await api.get('/auth/me', { token: third.access_token }), 401)

    // An older token than the last one rotated (two steps back) is a reuse as before.
    const chain = await api.login(BAYO)
    const c1 = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: chain.refresh_token } }),
      RefreshResponse,
    )
    expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: c1.refresh_token ?? '' } }),
      RefreshResponse,
    )
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: chain.refresh_token } }),
      401,
    )
  })

  it('answers 401 for an unknown token and 422 without one', async () => {
    const { api } = await newSandbox()
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: 'made-up' } }),
      401,
      'Invalid refresh token',
    )
    const issues = expectIssues(await api.post('/auth/refresh', { json: {} }))
    expect(issues).toEqual([
      { loc: ['body', 'refresh_token'], msg: 'Field required', type: 'missing' },
    ])
    expectIssues(
      await api.post('/auth/refresh', {
        raw: { body: 'refresh_token=x', type: 'application/json' },
      }),
    )
  })

  it('keeps working after expire-tokens (only access tokens expire)', async () => {
    const { api } = await newSandbox()
    const pair = await api.login(BAYO)
    await api.post('/__sandbox/expire-tokens', { json: {} })
    expectDetail(await api.get('/auth/me', { token: pair.access_token }), 401)
    const next = expectOk(
      await api.post('/auth/refresh', { json: { refresh_token: pair.refresh_token } }),
      RefreshResponse,
    )
    expectOk(await api.get('/auth/me', { token: next.access_token }), User)
  })
})

describe('POST /auth/logout', () => {
  it('revokes the session: its access and refresh tokens stop working; other sessions live on', async () => {
    const { api } = await newSandbox()
    const session = await api.login(ADA)
    const otherSession = await api.login(ADA)
    const reply = await api.post('/auth/logout', {
      token: session.access_token,
      json: { refresh_token: session.refresh_token },
    })
    expect(v.parse(MessageBody, expectOk(reply, MessageBody)).message).toBeTruthy()
    expectDetail(await api.get('/auth/me', { token: session.access_token }), 401)
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: session.refresh_token } }),
      401,
      'Invalid refresh token',
    )
    expectOk(await api.get('/auth/me', { token: otherSession.access_token }), User)
  })

  it('answers 200 with no body or a broken one, and 401 when not signed in', async () => {
    const { api } = await newSandbox()
    const first = await api.login(BAYO)
    expectOk(await api.post('/auth/logout', { token: first.access_token }), MessageBody)
    const second = await api.login(BAYO)
    expectOk(
      await api.post('/auth/logout', {
        token: second.access_token,
        raw: { body: '{oops', type: 'application/json' },
      }),
      MessageBody,
    )
    expectDetail(await api.post('/auth/logout'), 401, 'Not authenticated')
  })

  it('also revokes a refresh token of another session of the same user', async () => {
    const { api } = await newSandbox()
    const one = await api.login(ADA)
    const two = await api.login(ADA)
    expectOk(
      await api.post('/auth/logout', {
        token: one.access_token,
        json: { refresh_token: two.refresh_token },
      }),
      MessageBody,
    )
    expectDetail(
      await api.post('/auth/refresh', { json: { refresh_token: two.refresh_token } }),
      401,
    )
  })
})
