import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '~/features/dashboard/components/DashboardPage'
import { PendingEscrows } from '~/features/orders/components/PendingEscrows'
import { orderQueries } from '~/features/orders/queries'
import { sessionQueries } from '~/features/session/queries'

/** A failed warm-up is not a route error: the card that needs the data logs it and offers a retry. */
function ignore() {
  return undefined
}

export const Route = createFileRoute('/_authed/dashboard')({
  // Warms the cache like ensureQueryData (cached data is used as is). The pending list is not
  // awaited, so its skeletons show while it loads.
  loader: async ({ context: { queryClient } }) => {
    void queryClient.query({ ...orderQueries.pending(), staleTime: 'static' }).catch(ignore)
    await queryClient.query({ ...sessionQueries.profile(), staleTime: 'static' }).catch(ignore)
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const profile = useQuery(sessionQueries.profile())
  return <DashboardPage profile={profile} pendingEscrows={<PendingEscrows />} />
}
