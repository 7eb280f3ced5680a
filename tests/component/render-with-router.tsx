import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  })
}

/**
 * Renders `ui` at `path` inside a memory router (so Links and navigation work) and a fresh
 * QueryClient. Every path renders `ui`; tests read `router.state.location` to see where a
 * navigation went.
 */
export async function renderWithRouter(
  ui: ReactNode,
  {
    path = '/',
    queryClient = testQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
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
