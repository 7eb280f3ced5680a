import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { OrdersLoadError } from '~/features/orders/components/list/OrdersLoadError'
import { OrdersLoading } from '~/features/orders/components/list/OrdersLoading'
import { OrdersPage, type OrdersPageProps } from '~/features/orders/components/list/OrdersPage'
import { loadOrdersChart, orderQueries } from '~/features/orders/queries'
import { ORDERS_SEARCH_DEFAULTS, OrdersSearchSchema } from '~/features/orders/search-params'
import { loadQuery } from '~/lib/route-loading'
import { useProfileQuery } from '~/lib/session/profile'
import { PendingUntilTimeout, UnlessChunkFailed } from '~/routes/-components/ChunkAware'

export const Route = createFileRoute('/_shell/_authed/orders/')({
  validateSearch: OrdersSearchSchema,
  // Defaults stay out of the URL: /orders, not /orders?status=all&q=&sort=date&dir=desc.
  search: { middlewares: [stripSearchParams(ORDERS_SEARCH_DEFAULTS)] },
  // Tab, query and sort filter the cached lists in the page; the loader needs none of them.
  loader: async ({ context: { queryClient } }) => {
    void loadOrdersChart()
    await Promise.all([
      loadQuery(queryClient, orderQueries.grouped()),
      loadQuery(queryClient, orderQueries.monthlyStats()),
    ])
  },
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: () => (
    <PendingUntilTimeout>
      <OrdersLoading />
    </PendingUntilTimeout>
  ),
  errorComponent: ({ error }) => (
    <UnlessChunkFailed error={error}>
      <OrdersLoadError />
    </UnlessChunkFailed>
  ),
  component: OrdersRoute,
})

function OrdersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // The profile the signed-in layout loads; until it is there, search matches both parties.
  const { data: viewer } = useProfileQuery()
  const onSearchChange = useCallback<OrdersPageProps['onSearchChange']>(
    (change, options) =>
      navigate({ to: '.', search: (prev) => ({ ...prev, ...change }), replace: options?.replace }),
    [navigate],
  )
  return <OrdersPage search={search} onSearchChange={onSearchChange} viewerEmail={viewer?.email} />
}
