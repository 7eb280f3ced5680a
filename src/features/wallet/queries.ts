import { queryOptions } from '@tanstack/react-query'
import { ACCOUNT_NUMBER_PATTERN } from '~/contract/wallet'
import { isApiStatus } from '~/lib/api-error'
import { fetchBanks, resolveAccount } from './wallet-api'

export const walletKeys = {
  all: ['wallet'] as const,
  banks: () => [...walletKeys.all, 'banks'] as const,
  account: (bankCode: string, accountNumber: string) =>
    [...walletKeys.all, 'account', bankCode, accountNumber] as const,
}

export const BANKS_FAILURE_LOG = 'Failed to load the list of banks'

const HOUR_MS = 60 * 60 * 1000

export const walletQueries = {
  /** The banks change rarely: fetched once per hour at most. */
  banks: () =>
    queryOptions({
      queryKey: walletKeys.banks(),
      queryFn: ({ signal }) => fetchBanks(signal),
      staleTime: HOUR_MS,
      meta: { failureLog: BANKS_FAILURE_LOG },
    }),
  /**
   * The holder of an account, asked once the bank and all 10 digits are there. A 404 or 422 is the
   * answer, not a failure to retry.
   */
  account: (bankCode: string, accountNumber: string) =>
    queryOptions({
      queryKey: walletKeys.account(bankCode, accountNumber),
      queryFn: ({ signal }) => resolveAccount(bankCode, accountNumber, signal),
      enabled: bankCode !== '' && ACCOUNT_NUMBER_PATTERN.test(accountNumber),
      staleTime: HOUR_MS,
      retry: (count, error) => !isApiStatus(error, 404) && !isApiStatus(error, 422) && count < 1,
    }),
}
