/**
 * The signed-in pages as the app routes them (the generated route tree, the real router context):
 * the signed-in layout loads the profile once for every page, and a page that keeps data per user
 * says so when the profile has neither an id nor an e-mail.
 */
import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '~/contract/auth'
import { logCaughtError } from '~/lib/caught-errors'
import { sessionKeys, sessionQueries } from '~/lib/session/profile'
import { session as tokenStore } from '~/lib/session/session'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { RouteError } from '~/routes/-components/RouteError'
import { RoutePending } from '~/routes/-components/RoutePending'
import { routeTree } from '../../../routes.gen'
import { fakeApi, fakeTokens } from '../../support/fake-api'
import { appQueryClient } from '../../support/render'
import { aUser } from '../../support/test-data'

afterEach(() => {
  tokenStore.dispose()
  localStorage.clear()
})

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>

/**
 * Signed in (start-up checks the stored session as src/main.tsx does, with the first answer of
 * GET /auth/me), then at `path`; `later` answers GET /auth/me after start-up, which leaves the
 * profile in the cache unless `forget` (as when another tab signed in).
 */
async function renderAt(
  path: string,
  user: User,
  { later, forget = false }: { later?: () => Answer; forget?: boolean } = {},
) {
  let started = false
  const calls = fakeApi({
    'GET /auth/me': () => (started && later ? later() : { status: 200, body: user }),
    // The signed-in shell's bell (lifecycle spec §5).
    'GET /notifications': () => ({ status: 200, body: [] }),
  })
  const tokens = fakeTokens()
  localStorage.setItem(STORAGE_KEYS.access, tokens.access_token)
  localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh_token)
  const queryClient = appQueryClient()
  await tokenStore.initialize(() =>
    queryClient.query({ ...sessionQueries.profile(), retry: false }),
  )
  started = true
  if (forget) queryClient.removeQueries({ queryKey: sessionKeys.profile })
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
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { onCaughtError: logCaughtError },
  )
  return { calls, router }
}

const nobody = aUser({ id: undefined, email: undefined, full_name: 'Chidi Obi' })

describe('the signed-in pages and the profile', () => {
  it('shows the profile page from the profile start-up loaded, without asking again', async () => {
    const { calls } = await renderAt('/profile', aUser())
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent('Adaeze Okafor')
    expect(calls.filter((call) => call.path === '/auth/me')).toHaveLength(1)
  })

  it('keeps no disputes for a profile with neither id nor e-mail, and says why', async () => {
    await renderAt('/disputes', nobody)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Disputes are not available for your account',
    )
    expect(screen.queryByRole('button', { name: 'Raise Dispute' })).not.toBeInTheDocument()
  })

  it('keeps no order draft for a profile with neither id nor e-mail, and says why', async () => {
    await renderAt('/escrow/new?role=seller', nobody)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't keep an order draft for your account",
    )
    expect(screen.queryByRole('heading', { name: 'Create order' })).not.toBeInTheDocument()
  })

  it('draws the shell at once while a page waits for a profile not loaded yet', async () => {
    await renderAt('/profile', aUser(), { later: () => new Promise(() => undefined), forget: true })
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(screen.getByRole('main')).toHaveTextContent('Loading')
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument()
  })

  it("says a profile that cannot be loaded on the order page's terms; Try Again loads it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    await renderAt('/escrow/new?role=seller', aUser({ id: 'usr-profile-routes' }), {
      later: () =>
        fail
          ? { status: 500, body: { detail: 'Server error' } }
          : { status: 200, body: aUser({ id: 'usr-profile-routes' }) },
      forget: true,
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your profile could not be loaded')
    expect(logged).toHaveBeenCalled()

    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }))

    expect(await screen.findByRole('heading', { name: 'Create order' })).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
