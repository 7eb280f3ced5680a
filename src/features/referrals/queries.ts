import { queryOptions } from '@tanstack/react-query'
import { referralCode } from './referral-code'

export const referralKeys = {
  all: ['referrals'] as const,
  code: (userId: string | number) => [...referralKeys.all, 'code', String(userId)] as const,
}

export const referralQueries = {
  /** Computed in the browser (crypto.subtle is async), never fetched: no referral endpoint exists. */
  code: (userId: string | number) =>
    queryOptions({
      queryKey: referralKeys.code(userId),
      queryFn: () => referralCode(userId),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
}
