import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { ApiError, describeIssues, errorMessage } from '~/lib/api-error'
import { createAuthedClient, requestJson, type TokenSource } from '~/lib/http'

const Ok = v.object({ ok: v.literal(true) })

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

interface Sent {
  url: string
  method: string
  auth: string | null
  body: string
}

function fakeServer(answer: (sent: Sent, index: number) => Response) {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const entry = {
        url: input.url,
        method: input.method,
        auth: input.headers.get('Authorization'),
        body: await input.text(),
      }
      sent.push(entry)
      return answer(entry, sent.length - 1)
    }),
  )
  return sent
}

function tokens(overrides: Partial<TokenSource> = {}): TokenSource {
  return {
    credentialsForRequest: vi.fn(() =>
      Promise.resolve({ token: 'old', sessionId: 's1', signal: null }),
    ),
    tokenAfterUnauthorized: vi.fn(() => Promise.resolve('new')),
    ...overrides,
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('authed client', () => {
  it('adds the bearer token', async () => {
    const sent = fakeServer(() => json(200, { ok: true }))
    await requestJson(createAuthedClient(tokens()), Ok, 'escrow/all')
    expect(sent[0]?.auth).toBe('Bearer old')
    expect(sent[0]?.url).toMatch(/\/api\/v1\/escrow\/all$/)
  })

  it('retries a 401 once with the new token, keeping the exact POST body', async () => {
    const sent = fakeServer((_, index) =>
      index === 0 ? json(401, { detail: 'Not authenticated' }) : json(200, { ok: true }),
    )
    const source = tokens()
    const form = new URLSearchParams({ a: '1', b: 'x y' })
    await requestJson(createAuthedClient(source), Ok, 'escrow/create', {
      method: 'post',
      body: form,
    })
    expect(sent).toHaveLength(2)
    expect(source.tokenAfterUnauthorized).toHaveBeenCalledWith({
      token: 'old',
      sessionId: 's1',
      signal: null,
    })
    expect(sent[1]?.auth).toBe('Bearer new')
    expect(sent[1]?.method).toBe('POST')
    expect(sent[1]?.body).toBe(sent[0]?.body)
    expect(sent[1]?.body).toBe('a=1&b=x+y')
  })

  it("sends the retry with the call's own options: its hooks see the retried answer (a 422's field issues)", async () => {
    fakeServer((_, index) =>
      index === 0
        ? json(401, { detail: 'Not authenticated' })
        : json(422, { detail: [{ loc: ['body', 'price'], msg: 'Too low', type: 'value_error' }] }),
    )
    const seen: number[] = []
    const error = await requestJson(createAuthedClient(tokens()), Ok, 'escrow/create', {
      method: 'post',
      body: new URLSearchParams({ price: '0' }),
      hooks: {
        afterResponse: [
          (_request, _options, response) => {
            seen.push(response.status)
          },
        ],
      },
    }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 422 })
    expect(seen).toEqual([401, 422])
  })

  it('sends no retry after a 401 once the session the call was sent under has ended', async () => {
    const sent = fakeServer(() => json(401, { detail: 'Not authenticated' }))
    const ended = new AbortController()
    const source = tokens({
      credentialsForRequest: vi.fn(() =>
        Promise.resolve({ token: 'old', sessionId: 's1', signal: ended.signal }),
      ),
      tokenAfterUnauthorized: vi.fn(() => {
        ended.abort()
        return Promise.resolve('someone-elses')
      }),
    })
    await expect(
      requestJson(createAuthedClient(source), Ok, 'escrow/create'),
    ).rejects.toMatchObject({ status: 401 })
    expect(sent).toHaveLength(1)
  })

  it('leaves no listener on the session signal once a call with its own signal is answered', async () => {
    fakeServer(() => json(200, { ok: true }))
    const session = new AbortController()
    const listen = vi.spyOn(session.signal, 'addEventListener')
    const source = tokens({
      credentialsForRequest: vi.fn(() =>
        Promise.resolve({ token: 'old', sessionId: 's1', signal: session.signal }),
      ),
    })
    const client = createAuthedClient(source)
    for (let poll = 0; poll < 3; poll += 1) {
      await requestJson(client, Ok, 'notifications', { signal: new AbortController().signal })
    }
    expect(listen).toHaveBeenCalledTimes(3)
    // Each listener was added with a signal of its own, aborted (so removed) once answered.
    for (const [, , options] of listen.mock.calls) {
      expect((options as AddEventListenerOptions).signal?.aborted).toBe(true)
    }
  })

  it('does not retry a second time when the retry gets 401 again', async () => {
    const sent = fakeServer(() => json(401, { detail: 'Not authenticated' }))
    const source = tokens()
    const error = await requestJson(createAuthedClient(source), Ok, 'auth/me').catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, detail: 'Not authenticated' })
    expect(sent).toHaveLength(2)
    expect(source.tokenAfterUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('gives up at once when the session has no token to offer', async () => {
    const sent = fakeServer(() => json(401, { detail: 'Not authenticated' }))
    const source = tokens({ tokenAfterUnauthorized: vi.fn(() => Promise.resolve(null)) })
    await expect(requestJson(createAuthedClient(source), Ok, 'auth/me')).rejects.toMatchObject({
      status: 401,
    })
    expect(sent).toHaveLength(1)
  })

  it.each([403, 404, 500, 503])('never refreshes on %i', async (status) => {
    fakeServer(() => json(status, { detail: `Status ${String(status)}` }))
    const source = tokens()
    await expect(requestJson(createAuthedClient(source), Ok, 'escrow/x')).rejects.toMatchObject({
      status,
      detail: `Status ${String(status)}`,
    })
    expect(source.tokenAfterUnauthorized).not.toHaveBeenCalled()
  })
})

describe('errors at the edge', () => {
  it('turns a FastAPI validation list into readable text', async () => {
    fakeServer(() =>
      json(422, {
        detail: [
          { loc: ['body', 'email'], msg: 'Invalid email', type: 'value_error' },
          { loc: ['body', 'phone_number'], msg: 'Enter a valid phone number', type: 'value_error' },
        ],
      }),
    )
    const error = await requestJson(createAuthedClient(tokens()), Ok, 'auth/register').catch(
      (e: unknown) => e,
    )
    expect(errorMessage(error, 'Registration failed')).toBe(
      'Email: Invalid email. Phone number: Enter a valid phone number',
    )
    expect((error as Error).message).not.toContain('[object Object]')
  })

  it("carries a 422's issues for the form's fields, extra fields of an issue allowed", async () => {
    fakeServer(() =>
      json(422, {
        detail: [
          {
            loc: ['body', 'receiver_phone'],
            msg: 'Enter a valid phone number',
            type: 'value_error',
            input: '12345',
            ctx: { pattern: '^\\d+$' },
          },
        ],
      }),
    )
    const error = await requestJson(createAuthedClient(tokens()), Ok, 'escrow/create').catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 422,
      detail: 'Receiver phone: Enter a valid phone number',
      issues: [
        { loc: ['body', 'receiver_phone'], msg: 'Enter a valid phone number', type: 'value_error' },
      ],
    })
  })

  it('carries no issues for a plain detail or a body that is no error shape', async () => {
    fakeServer((_, index) =>
      index === 0 ? json(400, { detail: 'Order is not pending' }) : json(422, { detail: [{}] }),
    )
    const plain = await requestJson(createAuthedClient(tokens()), Ok, 'escrow/x').catch(
      (e: unknown) => e,
    )
    const odd = await requestJson(createAuthedClient(tokens()), Ok, 'escrow/x').catch(
      (e: unknown) => e,
    )
    expect(plain).toMatchObject({ detail: 'Order is not pending', issues: [] })
    expect(odd).toMatchObject({ status: 422, detail: null, issues: [] })
  })

  it('uses the fallback when the error body has no detail', async () => {
    fakeServer(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = await requestJson(createAuthedClient(tokens()), Ok, 'escrow/all').catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ kind: 'http', status: 502, detail: null })
    expect(errorMessage(error, 'Failed to fetch orders. Please try again.')).toBe(
      'Failed to fetch orders. Please try again.',
    )
  })

  it('rejects a malformed success body with a clear error instead of crashing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fakeServer(() => json(200, { ok: 'yes' }))
    await expect(requestJson(createAuthedClient(tokens()), Ok, 'escrow/all')).rejects.toMatchObject(
      {
        kind: 'malformed',
        message: 'The server sent an unexpected response.',
      },
    )
  })

  it('rejects a list where an object of optional fields is expected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fakeServer(() => json(200, ['ok']))
    const Optional = v.object({ access_code: v.nullish(v.string()) })
    await expect(
      requestJson(createAuthedClient(tokens()), Optional, 'escrow/x/accept'),
    ).rejects.toMatchObject({ kind: 'malformed' })
  })

  it('rejects a body that is not JSON', async () => {
    fakeServer(() => new Response('{"ok": tru', { status: 200 }))
    await expect(requestJson(createAuthedClient(tokens()), Ok, 'escrow/all')).rejects.toMatchObject(
      {
        kind: 'malformed',
      },
    )
  })

  it('reports a network failure as such', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(requestJson(createAuthedClient(tokens()), Ok, 'escrow/all')).rejects.toMatchObject(
      {
        kind: 'network',
        status: null,
      },
    )
  })

  it('describes issues without a field name by their message alone', () => {
    expect(describeIssues([{ loc: ['body'], msg: 'Bad body', type: 'x' }])).toBe('Bad body')
  })
})
