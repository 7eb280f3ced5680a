import { useMutation, useQueryClient } from '@tanstack/react-query'
import { queryRoots } from '~/lib/query-keys'
import { createDispute } from './dispute-repository'
import { disputeKeys } from './queries'
import type { Dispute, NewDispute } from './schemas'

/** The disputes' mutation keys: their own object, apart from the query keys (./queries.ts). */
export const disputeMutationKeys = {
  create: (userKey: string) => ['disputes', 'create', userKey] as const,
}

/**
 * Raise Dispute: stored, shown at the top of the list at once, then refetched here and in this
 * user's other tabs (the query client posts `meta.invalidates` on the cross-tab bus, with the
 * sender's user key: a tab signed in as someone else ignores it).
 */
export function useCreateDispute(userKey: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: disputeMutationKeys.create(userKey),
    mutationFn: (input: NewDispute) => createDispute(userKey, input),
    meta: { invalidates: [queryRoots.disputes] },
    onSuccess: (dispute) => {
      queryClient.setQueryData<Dispute[]>(disputeKeys.list(userKey), (list) =>
        list ? [dispute, ...list.filter((other) => other.id !== dispute.id)] : list,
      )
    },
  })
}
