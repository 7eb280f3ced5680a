import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { PaymentContext, type PaymentAdapter } from '~/lib/payment-port'
import { createQueryClient } from '~/lib/query-client'

/**
 * The one QueryClient of component tests: the app's own (so `meta.invalidates` and
 * `meta.failureLog` run as in the app), without retries so a failed fetch shows at once, and
 * nothing garbage-collected mid-test. A fresh one per test.
 */
export function appQueryClient(): QueryClient {
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
  })
  return queryClient
}

/**
 * Renders `ui` at `path` inside a memory router (so Links and navigation work) and a fresh
 * QueryClient. Every path renders `ui`; tests read `router.state.location` to see where a
 * navigation went.
 */
export async function renderWithRouter(
  ui: ReactNode,
  { path = '/', queryClient = appQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({ component: Outlet })
  const page = () => ui
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: page }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: page }),
  ])
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

export function fakePayments(): PaymentAdapter {
  return { resume: vi.fn(() => Promise.resolve({ status: 'success' as const })) }
}

/**
 * Renders `ui` as the app would: inside the memory router of `renderWithRouter`, the app's
 * QueryClient and a fake payment adapter.
 */
export async function renderInApp(
  ui: ReactNode,
  {
    path = '/dashboard',
    queryClient = appQueryClient(),
    payments = fakePayments(),
  }: { path?: string; queryClient?: QueryClient; payments?: PaymentAdapter } = {},
) {
  const user = userEvent.setup()
  const view = await renderWithRouter(
    <PaymentContext.Provider value={payments}>{ui}</PaymentContext.Provider>,
    { path, queryClient },
  )
  return { user, payments, ...view }
}
