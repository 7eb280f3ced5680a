import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createAuthedClient, requestJson, type TokenSource } from '~/lib/http'

interface Seen {
  auth: string | null
  contentType: string | null
  body: string
}

/** A server that answers 401 to the first request and 201 to the next, keeping what each carried. */
function fakeServer() {
  const seen: Seen[] = []
  globalThis.fetch = vi.fn<typeof fetch>(async (input, init) => {
    const request = new Request(input, init)
    seen.push({
      auth: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      body: await request.text(),
    })
    const status = seen.length === 1 ? 401 : 201
    const body = status === 401 ? { detail: 'Not authenticated' } : { data: { public_id: 'ESC-1' } }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return seen
}

describe('authed client: a 401 on a multipart POST', () => {
  it('refreshes once and resends the very same multipart body (text fields and file bytes)', async () => {
    const seen = fakeServer()
    const source: TokenSource = {
      credentialsForRequest: () =>
        Promise.resolve({ token: 'old-token', sessionId: 's1', signal: null }),
      tokenAfterUnauthorized: vi.fn(() => Promise.resolve('new-token')),
    }
    const body = new FormData()
    body.append('name', 'Tecno Camon 20')
    body.append('price', '15213')
    body.append('images', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])]), 'a.png')
    body.append('images', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 9])]), 'b.jpg')

    const answer = await requestJson(
      createAuthedClient(source),
      v.object({ data: v.object({ public_id: v.string() }) }),
      'escrow/create',
      { method: 'post', body },
    )

    expect(answer.data.public_id).toBe('ESC-1')
    expect(source.tokenAfterUnauthorized).toHaveBeenCalledWith({
      token: 'old-token',
      sessionId: 's1',
      signal: null,
    })
    expect(seen).toHaveLength(2)
    const [first, retry] = seen as [Seen, Seen]
    expect(first.auth).toBe('Bearer old-token')
    expect(retry.auth).toBe('Bearer new-token')
    expect(retry.contentType).toMatch(/^multipart\/form-data; boundary=/)
    // The retry encodes the same FormData again: a new boundary, the same parts.
    const parts = (sent: Seen) =>
      sent.body.replaceAll(sent.contentType?.split('boundary=')[1] ?? '', 'BOUNDARY')
    expect(parts(retry)).toBe(parts(first))
    expect(retry.body).toContain('name="name"\r\n\r\nTecno Camon 20')
    expect(retry.body).toContain('name="price"\r\n\r\n15213')
    expect(retry.body.match(/name="images"/g)).toHaveLength(2)
    expect(first.body.length).toBeGreaterThan(0)
  })
})
