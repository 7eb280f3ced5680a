import { queryOptions } from '@tanstack/react-query'
import { WalletTransactions } from '~/contract/wallet'
import { apiJson } from '~/lib/api-client'
import { queryRoots } from '~/lib/query-keys'

export const transactionKeys = {
  all: queryRoots.transactions,
  list: () => [...queryRoots.transactions, 'list'] as const,
}

export const transactionQueries = {
  list: () =>
    queryOptions({
      queryKey: transactionKeys.list(),
      queryFn: ({ signal }) => apiJson(WalletTransactions, 'trnx', { signal }),
    }),
}
