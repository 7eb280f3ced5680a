import { describe, expect, it, vi } from 'vitest'
import { allowConsoleError, takeUnexpectedRequests } from '../../setup-dom'

describe('component test setup', () => {
  it('fails on unexpected network calls, even when the error is swallowed', async () => {
    expect(() => fetch('/api/v1/auth/me')).toThrow(
      'Unexpected network call in a component test: /api/v1/auth/me',
    )
    await Promise.resolve()
      .then(() => fetch(new URL('https://provider.example/api/v1/trnx')))
      .catch(() => undefined)

    // The setup's afterEach would fail this test on these; take them to show they were recorded.
    expect(takeUnexpectedRequests()).toEqual([
      '/api/v1/auth/me',
      'https://provider.example/api/v1/trnx',
    ])
  })

  it('lets a test replace fetch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    )

    await expect(fetch('/api/v1/escrow/all')).resolves.toBeInstanceOf(Response)
    vi.unstubAllGlobals()
  })

  it('lets a test expect console.error', () => {
    allowConsoleError()
    console.error('expected in this test')
  })

  it('polyfills what Radix needs from the DOM', () => {
    expect(typeof ResizeObserver).toBe('function')
    expect(window.matchMedia('(min-width: 768px)').matches).toBe(false)
    expect(() => document.body.scrollIntoView()).not.toThrow()
  })
})
