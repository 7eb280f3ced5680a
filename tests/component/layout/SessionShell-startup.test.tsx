import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { session as tokenStore } from '~/lib/session/session'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { SessionShell } from '~/routes/-components/SessionShell'
import { fakeApi, fakeTokens } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render'

afterEach(() => {
  tokenStore.dispose()
  localStorage.clear()
})

describe('SessionShell while start-up checks the session', () => {
  it('draws the signed-in frame for a stored session, so the page does not jump when it settles', async () => {
    // The signed-in frame's bell asks for the notifications (lifecycle spec §5).
    fakeApi({ 'GET /notifications': () => ({ status: 200, body: [] }) })
    const tokens = fakeTokens()
    localStorage.setItem(STORAGE_KEYS.access, tokens.access_token)
    localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh_token)
    // The profile check is still under way.
    void tokenStore.initialize(() => new Promise(() => undefined))
    expect(tokenStore.getSnapshot().status).toBe('loading')

    await renderWithRouter(
      <SessionShell>
        <p>Order details</p>
      </SessionShell>,
      { path: '/orders/ESC-1001' },
    )

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(screen.getByText('Order details')).toBeVisible()
  })
})
