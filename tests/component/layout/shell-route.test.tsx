/**
 * The _shell layout (src/routes/_shell.tsx) as the app routes it (the generated route tree, the
 * real router context): one frame for the signed-in area and the order page; Sign out goes to
 * /login from the signed-in area and stays on the order on the order page.
 */
import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { logCaughtError } from '~/lib/caught-errors'
import { sessionQueries } from '~/lib/session/profile'
import { session as tokenStore } from '~/lib/session/session'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { RouteError } from '~/routes/-components/RouteError'
import { RoutePending } from '~/routes/-components/RoutePending'
import { routeTree } from '../../../routes.gen'
import { fakeApi, fakeTokens, profile } from '../../support/fake-api'
import { anOrder } from '../../support/order-data'
import { appQueryClient, fakePayments } from '../../support/render'
import { PaymentContext } from '~/lib/payment-port'

afterEach(() => {
  tokenStore.dispose()
  localStorage.clear()
})

/** Signed in (start-up checks the stored session as src/main.tsx does), then at `path`. */
async function renderSignedInAt(path: string) {
  const me = { ...profile, id: 9_100 + Math.floor(Math.random() * 1_000) }
  fakeApi({
    'GET /auth/me': () => ({ status: 200, body: me }),
    'GET /escrow/ESC-1001': () => ({ status: 200, body: anOrder() }),
    'POST /auth/logout': () => ({ status: 200, body: {} }),
  })
  const tokens = fakeTokens()
  localStorage.setItem(STORAGE_KEYS.access, tokens.access_token)
  localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh_token)
  const queryClient = appQueryClient()
  await tokenStore.initialize(() =>
    queryClient.query({ ...sessionQueries.profile(), retry: false }),
  )
  const router = createRouter({
    routeTree,
    context: { queryClient, session: tokenStore },
    history: createMemoryHistory({ initialEntries: [path] }),
    // As src/router.ts.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
  })
  await router.load()
  render(
    <QueryClientProvider client={queryClient}>
      <PaymentContext.Provider value={fakePayments()}>
        <RouterProvider router={router} />
      </PaymentContext.Provider>
    </QueryClientProvider>,
    { onCaughtError: logCaughtError },
  )
  const user = userEvent.setup()
  const signOut = async () => {
    await user.click(await screen.findByRole('button', { name: `Account: ${me.full_name}` }))
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
  }
  return { router, signOut }
}

describe('the shell layout', () => {
  it('Sign out in the signed-in area goes to /login', async () => {
    const { router, signOut } = await renderSignedInAt('/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()

    await signOut()

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(tokenStore.getSnapshot().status).toBe('signed-out')
  })

  it('Sign out on the order page stays on the order, in the same frame', async () => {
    const { router, signOut } = await renderSignedInAt('/orders/ESC-1001')
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #ESC-1001' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible()

    await signOut()

    await waitFor(() => expect(tokenStore.getSnapshot().status).toBe('signed-out'))
    expect(router.state.location.pathname).toBe('/orders/ESC-1001')
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #ESC-1001' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })
})
