import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '~/features/dashboard/components/DashboardPage'
import type { OnboardingSources } from '~/features/dashboard/components/OnboardingCard'
import { DASHBOARD_PROFILE_FAILURE_LOG } from '~/features/dashboard/profile-query'
import { PendingEscrows } from '~/features/orders/components/pending/PendingEscrows'
import { orderQueries } from '~/features/orders/queries'
import { sessionQueries } from '~/lib/session/profile'
import { transactionQueries } from '~/features/transactions/queries'

/** The profile as the dashboard reads it: a failure is logged once (spec §8) by the QueryCache. */
const profileQuery = () => ({
  ...sessionQueries.profile(),
  meta: { failureLog: DASHBOARD_PROFILE_FAILURE_LOG },
})

/** The onboarding card's facts come from the transactions and orders features. */
const onboardingSources = (): OnboardingSources => ({
  profile: profileQuery(),
  transactions: transactionQueries.list(),
  orders: {
    ...orderQueries.grouped(),
    meta: { failureLog: 'Failed to load the orders for the dashboard' },
  },
})

/** A failed warm-up is not a route error: the widget that needs the data shows it, with a retry. */
function ignore() {
  return undefined
}

export const Route = createFileRoute('/_authed/dashboard')({
  // Warms the cache like ensureQueryData (cached data is used as is). Only the profile is awaited
  // (the signed-in layout has it already); each widget suspends on its own data, so the pending
  // list and the onboarding card show their skeletons while theirs loads.
  loader: async ({ context: { queryClient } }) => {
    const sources = onboardingSources()
    void queryClient.query({ ...orderQueries.pending(), staleTime: 'static' }).catch(ignore)
    void queryClient.query({ ...sources.transactions, staleTime: 'static' }).catch(ignore)
    void queryClient.query({ ...sources.orders, staleTime: 'static' }).catch(ignore)
    await queryClient.query({ ...profileQuery(), staleTime: 'static' }).catch(ignore)
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  return (
    <DashboardPage
      profileQuery={profileQuery()}
      pendingEscrows={<PendingEscrows />}
      onboarding={onboardingSources()}
    />
  )
}
