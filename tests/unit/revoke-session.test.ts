import { afterEach, describe, expect, it, vi } from 'vitest'
import { revokeSession } from '~/lib/session/auth-api'

interface Sent {
  path: string
  auth: string | null
  body: string
}

/** Answers like the provider: logout needs a live access token; refresh rotates the pair. */
function fakeProvider({ liveAccess }: { liveAccess: string }) {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const entry = {
        path: new URL(request.url).pathname,
        auth: request.headers.get('Authorization'),
        body: await request.text(),
      }
      sent.push(entry)
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        })
      if (entry.path.endsWith('/auth/refresh')) {
        return json(200, { access_token: liveAccess, refresh_token: 'r2', token_type: 'bearer' })
      }
      return entry.auth === `Bearer ${liveAccess}`
        ? json(200, { message: 'Logged out' })
        : json(401, { detail: 'Could not validate credentials' })
    }),
  )
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('revokeSession (logout reaches the server)', () => {
  it('logs out with the access token while it is valid', async () => {
    const sent = fakeProvider({ liveAccess: 'a1' })
    await revokeSession({ accessToken: 'a1', refreshToken: 'r1', accessExpired: false })
    expect(sent.map((entry) => entry.path.split('/').pop())).toEqual(['logout'])
    expect(sent[0]?.body).toBe(JSON.stringify({ refresh_token: 'r1' }))
  })

  it('exchanges an expired access token through the refresh token first, then logs out', async () => {
    const sent = fakeProvider({ liveAccess: 'a2' })
    await revokeSession({ accessToken: 'a1', refreshToken: 'r1', accessExpired: true })
    expect(sent.map((entry) => entry.path.split('/').pop())).toEqual(['refresh', 'logout'])
    expect(sent[1]).toMatchObject({
      auth: 'Bearer a2',
      body: JSON.stringify({ refresh_token: 'r2' }),
    })
  })

  it('refreshes and retries once when the server refuses an access token we thought valid', async () => {
    const sent = fakeProvider({ liveAccess: 'a2' })
    await revokeSession({ accessToken: 'opaque', refreshToken: 'r1', accessExpired: false })
    expect(sent.map((entry) => entry.path.split('/').pop())).toEqual([
      'logout',
      'refresh',
      'logout',
    ])
    expect(sent[2]?.auth).toBe('Bearer a2')
  })
})
