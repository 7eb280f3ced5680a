import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { transactionQueries } from '~/features/transactions/queries'
import { DIRECTION_FILTERS } from '~/features/transactions/transaction-view'
import { TransactionsPage } from '~/features/transactions/components/TransactionsPage'

const TransactionsSearch = v.object({
  type: v.fallback(v.optional(v.picklist(DIRECTION_FILTERS), 'all'), 'all'),
  q: v.fallback(v.optional(v.string(), ''), ''),
})

export const Route = createFileRoute('/_authed/transactions')({
  validateSearch: TransactionsSearch,
  loader: ({ context }) => {
    // Warm the cache without blocking the page: it shows its own loading state.
    void context.queryClient.query(transactionQueries.list()).catch(() => undefined)
  },
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
        void navigate({ search: (prev) => ({ ...prev, type: direction }), replace: true })
      }
      onQueryChange={(query) =>
        void navigate({ search: (prev) => ({ ...prev, q: query }), replace: true })
      }
    />
  )
}
