import { describe, expect, it } from 'vitest'
import { sendSignedInVisitorOn } from '~/features/session/guest-only'
import type { TokenStore } from '~/lib/session/token-store'

function storeIn(status: 'loading' | 'signed-in' | 'signed-out') {
  return {
    getSnapshot: () => ({ status, accessToken: null, sessionId: null, cause: 'this-tab' }),
    whenSettled: () => new Promise(() => undefined),
  } as unknown as TokenStore
}

describe('the sign-in pages during start-up', () => {
  it('show at once while start-up is still checking the session (a hung /auth/me keeps nobody out)', () => {
    // Synchronous: no promise for the router to wait on.
    expect(() => {
      sendSignedInVisitorOn({ context: { session: storeIn('loading') }, search: {} })
    }).not.toThrow()
    expect(sendSignedInVisitorOn.constructor.name).toBe('Function')
  })

  it('send a signed-in visitor on to the return path', () => {
    expect(() =>
      sendSignedInVisitorOn({ context: { session: storeIn('signed-in') }, search: {} }),
    ).toThrow()
  })
})

describe('a page that fails before it renders', () => {
  it("says 'The app could not start' instead of staying blank, and nothing once the app has started", async () => {
    document.body.innerHTML = '<div id="root"></div>'
    const { markStarted } = await import('~/startup-guard')
    window.dispatchEvent(new ErrorEvent('error', { message: 'SecurityError' }))
    expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('The app could not start')

    document.body.innerHTML = '<div id="root"></div>'
    markStarted()
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }))
    expect(document.getElementById('root')?.childElementCount).toBe(0)
    document.body.innerHTML = ''
  })
})
