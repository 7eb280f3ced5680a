import { noop } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '~/features/dashboard/components/DashboardPage'
import { OnboardingCard } from '~/features/dashboard/components/OnboardingCard'
import { AwaitingPayment } from '~/features/orders/components/pending/AwaitingPayment'
import { PendingEscrows } from '~/features/orders/components/pending/PendingEscrows'
import { orderQueries } from '~/features/orders/queries'
import { transactionQueries } from '~/features/transactions/queries'
import { loadQuery } from '~/lib/route-loading'

/** The onboarding card's facts come from the transactions and orders features. */
const onboardingSources = () => ({
  transactions: transactionQueries.list(),
  orders: {
    ...orderQueries.grouped(),
    meta: { failureLog: 'Failed to load the orders for the dashboard' },
  },
})

export const Route = createFileRoute('/_shell/_authed/dashboard')({
  // Warms the cache and awaits nothing: each widget suspends on its own data, so the summary
  // cards, the pending list and the onboarding card show their skeletons while theirs loads, and a
  // failed warm-up is not a route error (the widget that needs the data shows it, with a retry).
  // The profile is the signed-in layout's to load.
  loader: ({ context: { queryClient } }) => {
    const sources = onboardingSources()
    void loadQuery(queryClient, orderQueries.pending()).catch(noop)
    void loadQuery(queryClient, sources.transactions).catch(noop)
    void loadQuery(queryClient, sources.orders).catch(noop)
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  return (
    <DashboardPage
      pendingEscrows={<PendingEscrows />}
      awaitingPayment={<AwaitingPayment />}
      onboarding={<OnboardingCard sources={onboardingSources()} />}
    />
  )
}
