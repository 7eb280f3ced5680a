import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  stripSearchParams,
  useNavigate,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OrdersPage } from '~/features/orders/components/list/OrdersPage'
import { ORDERS_SEARCH_DEFAULTS, OrdersSearchSchema } from '~/features/orders/search-params'

/**
 * A memory router with /orders wired like src/routes/_shell/_authed/orders/index.tsx (the same
 * search schema and defaults, the URL as the only state) and a stub /orders/$id for the View links.
 */
export async function renderOrdersRoute({
  path,
  queryClient,
  loadOrder,
}: {
  path: string
  queryClient: QueryClient
  /** The stub order route's loader (for a slow order page). */
  loadOrder?: () => Promise<void>
}) {
  const rootRoute = createRootRoute({ component: Outlet })
  const ordersRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orders',
    validateSearch: OrdersSearchSchema,
    search: { middlewares: [stripSearchParams(ORDERS_SEARCH_DEFAULTS)] },
    component: OrdersHarness,
  })
  const detailRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orders/$id',
    loader: loadOrder,
    component: () => 'order detail',
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([ordersRoute, detailRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })

  function OrdersHarness() {
    const search = ordersRoute.useSearch()
    const navigate = useNavigate()
    return (
      <OrdersPage
        search={search}
        onSearchChange={(change, options) =>
          navigate({
            from: '/orders/',
            to: '/orders',
            search: (prev) => ({ ...prev, ...change }),
            replace: options?.replace,
          })
        }
      />
    )
  }

  await router.load()
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return {
    ...view,
    user,
    router,
    search: () => router.state.location.search as Record<string, unknown>,
  }
}
