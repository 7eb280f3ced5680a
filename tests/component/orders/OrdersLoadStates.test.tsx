import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
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
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OrdersLoadError } from '~/features/orders/components/list/OrdersLoadError'
import { OrdersLoading } from '~/features/orders/components/list/OrdersLoading'
import { OrdersPage } from '~/features/orders/components/list/OrdersPage'
import { orderKeys, orderQueries } from '~/features/orders/queries'
import { ORDERS_SEARCH_DEFAULTS, OrdersSearchSchema } from '~/features/orders/search-params'
import { fakeApi } from '../../support/fake-api'
import { groupedOrders } from '../../support/order-data'
import { appQueryClient } from '../../support/render'
import { renderOrdersRoute } from './render-orders-route'

/**
 * The orders route's own views around the page: wired like
 * src/routes/_shell/_authed/orders/index.tsx (the loader fetches the grouped lists and the monthly
 * stats; the same pending and error components and timings), against the real http client with
 * only fetch faked.
 */
function renderLoadingRoute(queryClient: QueryClient) {
  const rootRoute = createRootRoute({ component: Outlet })
  const ordersRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orders',
    validateSearch: OrdersSearchSchema,
    search: { middlewares: [stripSearchParams(ORDERS_SEARCH_DEFAULTS)] },
    loader: () =>
      Promise.all([
        queryClient.query({ ...orderQueries.grouped(), staleTime: 'static' }),
        queryClient.query({ ...orderQueries.monthlyStats(), staleTime: 'static' }),
      ]),
    pendingMs: 150,
    pendingMinMs: 300,
    pendingComponent: OrdersLoading,
    errorComponent: OrdersLoadError,
    component: function OrdersHarness() {
      const search = ordersRoute.useSearch()
      const navigate = useNavigate()
      return (
        <OrdersPage
          search={search}
          onSearchChange={(change) =>
            navigate({ to: '/orders', search: (prev) => ({ ...prev, ...change }) })
          }
        />
      )
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([ordersRoute]),
    history: createMemoryHistory({ initialEntries: ['/orders'] }),
  })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { user, router }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const ordersTable = () => screen.getByRole('table', { name: 'Orders' })

describe('the orders route while loading and when the load fails', () => {
  beforeEach(() => {
    // jsdom has no layout: give the table's scroll area a height so the virtualizer shows rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    return () => vi.restoreAllMocks()
  })

  it('shows "Loading orders..." while the lists load, then the table', async () => {
    const answer = deferred<{ status: number; body: unknown }>()
    fakeApi({
      'GET /escrow/all': () => answer.promise,
      'GET /escrow/monthly-stats': () => ({ status: 200, body: [] }),
    })
    renderLoadingRoute(appQueryClient())

    const spinner = await screen.findByRole('status')
    expect(spinner).toHaveTextContent('Loading orders...')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    answer.resolve({ status: 200, body: groupedOrders() })
    await waitFor(() => expect(ordersTable()).toBeVisible(), { timeout: 3000 })
    expect(screen.queryByText('Loading orders...')).not.toBeInTheDocument()
  })

  it('says "Failed to fetch orders. Please try again." when the list fails, and Try Again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const calls = fakeApi({
      'GET /escrow/all': () =>
        fail
          ? { status: 500, body: { detail: 'Internal Server Error' } }
          : { status: 200, body: groupedOrders() },
      'GET /escrow/monthly-stats': () => ({ status: 200, body: [] }),
    })
    const { user } = renderLoadingRoute(appQueryClient())

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 })
    expect(alert).toHaveTextContent('Failed to fetch orders. Please try again.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(ordersTable()).toBeVisible(), { timeout: 3000 })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/escrow/all')).toHaveLength(2)
  })

  it('an empty list says so, worded after the tab', async () => {
    const queryClient = appQueryClient()
    queryClient.setQueryData(orderKeys.grouped(), {
      pending: [],
      active: [],
      completed: [],
      cancelled: [],
    })
    queryClient.setQueryData(orderKeys.monthlyStats(), [])
    const { user } = await renderOrdersRoute({ path: '/orders?status=completed', queryClient })

    expect(screen.getByText('No completed orders found.')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'All' }))
    expect(await screen.findByText('No orders found.')).toBeVisible()
  })
})
