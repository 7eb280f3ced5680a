import * as v from 'valibot'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { MessageBody } from '../../src/contract/common'
import { Order, OrdersByStatus } from '../../src/contract/escrow'
import { ADA, BAYO, expectDetail, expectIssues, expectOk, newSandbox } from './helpers'

const RequestLog = v.array(
  v.object({
    method: v.string(),
    path: v.string(),
    status: v.number(),
    auth: v.boolean(),
    at: v.string(),
  }),
)
const Config = v.object({ latency_ms: v.number(), access_ttl_seconds: v.number() })
const Failure = v.object({ path: v.string(), status: v.number(), remaining: v.number() })

describe('latency', () => {
  it('delays API calls but never the controls; reset clears it', async () => {
    const { api } = await newSandbox()
    expect(
      expectOk(await api.post('/__sandbox/config', { json: { latency_ms: 150 } }), Config)
        .latency_ms,
    ).toBe(150)
    let started = performance.now()
    expectDetail(await api.get('/auth/me'), 401)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    started = performance.now()
    expectOk(await api.get('/__sandbox/requests'), RequestLog)
    expect(performance.now() - started).toBeLessThan(100)
    await api.post('/__sandbox/reset', { json: {} })
    expect(expectOk(await api.get('/__sandbox/config'), Config)).toEqual({
      latency_ms: 0,
      access_ttl_seconds: 900,
    })
  })

  it('rejects a bad config with 422', async () => {
    const { api } = await newSandbox()
    expectIssues(await api.post('/__sandbox/config', { json: { latency_ms: -1 } }))
    expectIssues(await api.post('/__sandbox/config', { json: { access_ttl_seconds: 'soon' } }))
    expectIssues(
      await api.post('/__sandbox/config', { raw: { body: '{', type: 'application/json' } }),
    )
  })
})

describe('access token lifetime', () => {
  it('applies access_ttl_seconds to tokens issued afterwards', async () => {
    const { api, clock } = await newSandbox()
    await api.post('/__sandbox/config', { json: { access_ttl_seconds: 5 } })
    const pair = await api.login(ADA)
    const claims = decodeJwt(pair.access_token)
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(5)
    clock.advance(5_000)
    expectDetail(await api.get('/auth/me', { token: pair.access_token }), 401, 'Not authenticated')
  })
})

describe('injected failures', () => {
  it('fails the next N matching requests with the status and default body, then recovers', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const added = expectOk(
      await api.post('/__sandbox/failures', {
        json: { method: 'get', path: '/auth/me', status: 503, times: 2 },
      }),
      Failure,
      201,
    )
    expect(added).toMatchObject({ path: '/auth/me', status: 503, remaining: 2 })
    // Another method does not match.
    expectDetail(await api.post('/auth/me', { token }), 404)
    expectDetail(await api.get('/auth/me', { token }), 503, 'Injected failure')
    expectDetail(await api.get('/auth/me', { token }), 503, 'Injected failure')
    expectOk(await api.get('/auth/me', { token }), User)
  })

  it('matches a prefix with a trailing *, accepts the /api/v1 prefix, and sends a custom JSON body', async () => {
    const { api } = await newSandbox()
    const token = await api.token(BAYO)
    await api.post('/__sandbox/failures', {
      json: { path: '/api/v1/escrow/*', status: 500, body: { detail: 'Boom' } },
    })
    expectDetail(await api.get('/escrow/all', { token }), 500, 'Boom')
    expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
    await api.post('/__sandbox/failures', { json: { path: '/escrow/*', status: 400, times: 3 } })
    expect(expectOk(await api.get('/__sandbox/failures'), v.array(Failure))).toHaveLength(1)
    expectOk(await api.delete('/__sandbox/failures'), MessageBody)
    expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
  })

  it('sends a raw (malformed JSON) body, given as raw, as a string body or as body.raw', async () => {
    const { api } = await newSandbox()
    await api.post('/__sandbox/failures', {
      json: { path: '/trnx', status: 200, raw: '{"oops": ' },
    })
    await api.post('/__sandbox/failures', {
      json: { path: '/trnx', status: 502, body: '<html>Bad gateway</html>' },
    })
    await api.post('/__sandbox/failures', {
      json: { path: '/trnx', status: 200, body: { raw: '[1, 2' } },
    })
    const first = await api.get('/trnx')
    expect([first.status, first.text, first.headers.get('content-type')]).toEqual([
      200,
      '{"oops": ',
      'application/json',
    ])
    const second = await api.get('/trnx')
    expect([second.status, second.text]).toEqual([502, '<html>Bad gateway</html>'])
    const third = await api.get('/trnx')
    expect([third.status, third.text]).toEqual([200, '[1, 2'])
    expectDetail(await api.get('/trnx'), 401)
  })

  it('rejects a bad failure rule with 422 and never fails the controls themselves', async () => {
    const { api } = await newSandbox()
    expectIssues(await api.post('/__sandbox/failures', { json: { path: 'auth/me', status: 500 } }))
    expectIssues(await api.post('/__sandbox/failures', { json: { path: '/auth/me', status: 99 } }))
    expectIssues(await api.post('/__sandbox/failures', { json: { path: '/auth/me' } }))
    await api.post('/__sandbox/failures', { json: { path: '/*', status: 500, times: 5 } })
    expectOk(await api.get('/__sandbox/requests'), RequestLog)
    expectOk(await api.delete('/__sandbox/requests'), MessageBody)
  })
})

describe('expire-tokens', () => {
  it('invalidates every access token issued so far, not later ones', async () => {
    const { api } = await newSandbox()
    const ada = await api.token(ADA)
    const bayo = await api.token(BAYO)
    expectOk(await api.post('/__sandbox/expire-tokens', { json: {} }), MessageBody)
    expectDetail(await api.get('/auth/me', { token: ada }), 401, 'Not authenticated')
    expectDetail(await api.get('/escrow/all', { token: bayo }), 401, 'Not authenticated')
    expectOk(await api.get('/auth/me', { token: await api.token(ADA) }), User)
  })
})

describe('request log', () => {
  it('records every /api/v1 call (path after /api/v1, status, whether a token came) except the controls', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    await api.get('/auth/me', { token })
    await api.get('/auth/me')
    await api.get('/nowhere')
    await api.post('/__sandbox/failures', { json: { path: '/escrow/pending', status: 503 } })
    await api.get('/escrow/pending', { token })
    await api.get('/__sandbox/payments/none')
    await api.get('/__sandbox/config')
    const log = expectOk(await api.get('/__sandbox/requests'), RequestLog)
    expect(log.map(({ method, path, status, auth }) => [method, path, status, auth])).toEqual([
      ['POST', '/auth/login', 200, false],
      ['GET', '/auth/me', 200, true],
      ['GET', '/auth/me', 401, false],
      ['GET', '/nowhere', 404, false],
      ['GET', '/escrow/pending', 503, true],
    ])
    expect(log.every((entry) => entry.at === '2025-06-15T10:00:00.000Z')).toBe(true)
    expectOk(await api.delete('/__sandbox/requests'), MessageBody)
    expect(expectOk(await api.get('/__sandbox/requests'), RequestLog)).toEqual([])
  })
})

describe('reset', () => {
  it('restores the seed and clears controls, failures and the log', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const pendingBefore = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus).pending
    const target = pendingBefore.find((order) => order.initiator?.email === ADA)
    await api.get(`/escrow/${target?.public_id}/cancel`, { token })
    await api.post('/__sandbox/config', { json: { latency_ms: 5, access_ttl_seconds: 60 } })
    await api.post('/__sandbox/failures', { json: { path: '/trnx', status: 500 } })
    const reset = expectOk(await api.post('/__sandbox/reset', { json: {} }), MessageBody)
    expect(reset.message).toBeTruthy()
    expect(expectOk(await api.get('/__sandbox/requests'), RequestLog)).toEqual([])
    expect(expectOk(await api.get('/__sandbox/failures'), v.array(Failure))).toEqual([])
    // Sessions are part of the seed data: old tokens are gone.
    expectDetail(await api.get('/auth/me', { token }), 401)
    const fresh = await api.token(ADA)
    const order = expectOk(await api.get(`/escrow/${target?.public_id}`, { token: fresh }), Order)
    expect(order.status).toBe('pending')
    expectOk(await api.get('/trnx', { token: fresh }), v.array(v.unknown()))
  })

  it('seeds bulk_orders extra orders for Ada quickly, all valid', async () => {
    const { api } = await newSandbox()
    const started = performance.now()
    expectOk(await api.post('/__sandbox/reset', { json: { bulk_orders: 10_000 } }), MessageBody)
    expect(performance.now() - started).toBeLessThan(2_000)
    const token = await api.token(ADA)
    const groups = expectOk(await api.get('/escrow/all', { token }), OrdersByStatus)
    const count = Object.values(groups).flat().length
    expect(count).toBeGreaterThan(10_000)
    expectIssues(await api.post('/__sandbox/reset', { json: { bulk_orders: -1 } }))
    expectIssues(await api.post('/__sandbox/reset', { json: { bulk_orders: 1.5 } }))
  })

  it('unknown API and sandbox paths answer 404 {"detail":"Not Found"}', async () => {
    const { api } = await newSandbox()
    expectDetail(await api.get('/does/not/exist'), 404, 'Not Found')
    expectDetail(await api.post('/__sandbox/nothing'), 404, 'Not Found')
    const outside = await api.sandbox.app.request('/elsewhere')
    expect(outside.status).toBe(404)
  })
})

describe('who may use the controls', () => {
  const EVIL = 'https://evil.example'
  const CONTROLS: [method: string, path: string][] = [
    ['POST', '/__sandbox/reset'],
    ['GET', '/__sandbox/config'],
    ['POST', '/__sandbox/config'],
    ['GET', '/__sandbox/failures'],
    ['POST', '/__sandbox/failures'],
    ['DELETE', '/__sandbox/failures'],
    ['POST', '/__sandbox/expire-tokens'],
    ['GET', '/__sandbox/requests'],
    ['DELETE', '/__sandbox/requests'],
  ]

  it('refuses a cross-site form post (foreign Origin, text/plain body) and changes nothing', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    await api.post('/__sandbox/config', { json: { latency_ms: 7 } })
    const reply = await api.post('/__sandbox/reset', {
      raw: { body: '{"bulk_orders": 0}', type: 'text/plain' },
      headers: { Origin: EVIL },
    })
    expect(expectDetail(reply, 403)).toMatch(/origin/i)
    // Not reset: the session and the latency setting are still there.
    expectOk(await api.get('/auth/me', { token }), User)
    expect(expectOk(await api.get('/__sandbox/config'), Config).latency_ms).toBe(7)
  })

  it('answers 403 to every control for a foreign Origin, an opaque "null" one or a lookalike host', async () => {
    const { api } = await newSandbox()
    for (const origin of [EVIL, 'null', 'http://localhost.evil.example', 'http://localhost:8080']) {
      for (const [method, path] of CONTROLS) {
        const json = method === 'POST' ? { path: '/x', status: 500 } : undefined
        const reply = await api.call(method, path, { json, headers: { Origin: origin } })
        expectDetail(reply, 403, 'Cross-origin requests to /api/v1/__sandbox are refused')
      }
    }
    expect(expectOk(await api.get('/__sandbox/failures'), v.array(Failure))).toEqual([])
  })

  it('accepts its own origin and requests without Origin (curl, test runners)', async () => {
    const { api } = await newSandbox()
    const own = { Origin: 'http://localhost' }
    expectOk(await api.post('/__sandbox/config', { json: { latency_ms: 0 }, headers: own }), Config)
    expectOk(await api.get('/__sandbox/requests', { headers: own }), RequestLog)
    expectOk(await api.post('/__sandbox/reset', { json: {} }), MessageBody)
    // A DELETE needs no body.
    expectOk(await api.delete('/__sandbox/failures'), MessageBody)
    expectOk(await api.delete('/__sandbox/requests', { headers: own }), MessageBody)
  })

  it('requires Content-Type: application/json for every POST, even one without a body (415)', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const MESSAGE = 'The sandbox controls accept only Content-Type: application/json'
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      for (const path of ['/reset', '/config', '/failures', '/expire-tokens']) {
        const reply = await api.post(`/__sandbox${path}`, { raw: { body: '{}', type } })
        expectDetail(reply, 415, MESSAGE)
      }
    }
    expectDetail(await api.post('/__sandbox/expire-tokens'), 415, MESSAGE)
    expectDetail(await api.post('/__sandbox/reset'), 415, MESSAGE)
    expectDetail(
      await api.delete('/__sandbox/requests', { raw: { body: 'x', type: 'text/plain' } }),
      415,
      MESSAGE,
    )
    // Nothing happened: the token still works.
    expectOk(await api.get('/auth/me', { token }), User)
    // A JSON type with parameters is fine.
    const charset = await api.post('/__sandbox/expire-tokens', {
      raw: { body: '', type: 'application/json; charset=utf-8' },
    })
    expectOk(charset, MessageBody)
    expectDetail(await api.get('/auth/me', { token }), 401)
  })

  it('keeps the card checkout usable from the app: same-origin POST without a body', async () => {
    const { api } = await newSandbox()
    const bayo = await api.token(BAYO)
    const open = (await api.get('/escrow/all', { token: bayo })).body as {
      pending: { public_id: string; initiator_role: string; receiver_email: string }[]
    }
    const order = open.pending.find(
      (o) => o.initiator_role === 'seller' && o.receiver_email === BAYO,
    )
    if (!order) throw new Error('seed lacks a seller order for Bayo')
    const accept = expectOk(
      await api.get(`/escrow/${order.public_id}/accept`, { token: bayo }),
      v.object({ access_code: v.string() }),
    )
    const path = `/__sandbox/payments/${accept.access_code}`
    expectDetail(
      await api.post(`${path}/complete`, { headers: { Origin: EVIL } }),
      403,
      'Cross-origin requests to /api/v1/__sandbox are refused',
    )
    const done = await api.post(`${path}/complete`, { headers: { Origin: 'http://localhost' } })
    expect(done.status, done.text).toBe(200)
    expect((done.body as { status: string }).status).toBe('completed')
  })
})
