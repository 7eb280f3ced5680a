import { queryOptions } from '@tanstack/react-query'
import { WalletTransactions } from '~/contract/wallet'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'

export const transactionKeys = {
  all: queryRoots.transactions,
  list: () => [...queryRoots.transactions, 'list'] as const,
}

/** Spec §8: a failed transactions fetch is logged (once, by the QueryCache); the route shows a retry. */
export const TRANSACTIONS_FAILURE_LOG = 'Failed to load wallet transactions'

export const transactionQueries = {
  list: () =>
    queryOptions({
      queryKey: transactionKeys.list(),
      queryFn: ({ signal }) => apiJson(WalletTransactions, 'trnx', { signal }),
      meta: { failureLog: TRANSACTIONS_FAILURE_LOG },
    }),
}
