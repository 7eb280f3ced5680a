import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { TransactionsLoadError } from '~/features/transactions/components/TransactionsLoadError'
import { TransactionsLoading } from '~/features/transactions/components/TransactionsLoading'
import { TransactionsPage } from '~/features/transactions/components/TransactionsPage'
import { transactionQueries } from '~/features/transactions/queries'
import { loadQuery } from '~/lib/route-loading'
import { PendingUntilTimeout, UnlessChunkFailed } from '~/routes/-components/ChunkAware'
import {
  TRANSACTIONS_SEARCH_DEFAULTS,
  TransactionsSearchSchema,
} from '~/features/transactions/search-params'

export const Route = createFileRoute('/_shell/_authed/transactions')({
  validateSearch: TransactionsSearchSchema,
  // Defaults stay out of the URL: /transactions, not /transactions?type=all&q=.
  search: { middlewares: [stripSearchParams(TRANSACTIONS_SEARCH_DEFAULTS)] },
  // Filter and search work on the cached list in the page; the loader needs neither.
  loader: async ({ context: { queryClient } }) => {
    await loadQuery(queryClient, transactionQueries.list())
  },
  pendingMs: 150,
  pendingMinMs: 300,
  pendingComponent: () => (
    <PendingUntilTimeout>
      <TransactionsLoading />
    </PendingUntilTimeout>
  ),
  errorComponent: ({ error }) => (
    <UnlessChunkFailed error={error}>
      <TransactionsLoadError />
    </UnlessChunkFailed>
  ),
  component: TransactionsRoute,
})

function TransactionsRoute() {
  const { type, q } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <TransactionsPage
      direction={type}
      query={q}
      onDirectionChange={(direction) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, type: direction }) })
      }
      onQueryChange={(query) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, q: query }), replace: true })
      }
    />
  )
}
