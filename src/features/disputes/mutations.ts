import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Dispute as ServerDispute } from '~/contract/disputes'
import { queryRoots } from '~/lib/query-keys'
import { singleFlight } from '~/lib/single-flight'
import { createDispute, removeLocalDisputes } from './dispute-repository'
import { postDisputeMessage, raiseDispute, type RaiseDisputeRequest } from './disputes-api'
import { disputeKeys } from './queries'
import type { Dispute, NewDispute } from './schemas'

/** The disputes' mutation keys: their own object, apart from the query keys (./queries.ts). */
export const disputeMutationKeys = {
  create: (userKey: string) => ['disputes', 'create', userKey] as const,
  raise: ['disputes', 'raise'] as const,
  reply: (id: string) => ['disputes', 'reply', id] as const,
  submitLocal: (userKey: string) => ['disputes', 'submit-local', userKey] as const,
  discardLocal: (userKey: string) => ['disputes', 'discard-local', userKey] as const,
}

/**
 * What a dispute on the server changes: the disputes, and the order (it becomes disputed, so its
 * badge, actions and the dispute selector change for both parties).
 */
export const DISPUTE_AFFECTS = [queryRoots.disputes, queryRoots.orders] as const

/**
 * Raise Dispute (the `disputes` part off): stored, shown at the top of the list at once, then
 * refetched here and in this user's other tabs (the query client posts `meta.invalidates` on the
 * cross-tab bus, with the sender's user key: a tab signed in as someone else ignores it).
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

/** Puts a dispute the server answered with in the list (at the top if new) and as its detail. */
function showDispute(queryClient: QueryClient, dispute: ServerDispute): void {
  queryClient.setQueryData(disputeKeys.detail(dispute.id), dispute)
  queryClient.setQueryData<ServerDispute[]>(disputeKeys.serverList(), (list) => {
    if (!list) return list
    return list.some((other) => other.id === dispute.id)
      ? list.map((other) => (other.id === dispute.id ? dispute : other))
      : [dispute, ...list]
  })
}

/**
 * Raise Dispute with the part on (lifecycle spec §3): POST /disputes, shown at the top of the list
 * at once; the disputes and the orders (now 'Under dispute') are refetched here and in other tabs.
 * The form submits through the kit's submitForm, so one click is one request.
 */
export function useRaiseDispute() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: disputeMutationKeys.raise,
    meta: { invalidates: DISPUTE_AFFECTS },
    mutationFn: (request: RaiseDisputeRequest) => raiseDispute(request),
    onSuccess: (dispute) => showDispute(queryClient, dispute),
  })
}

/** A reply in a dispute's thread (POST /disputes/{id}/messages), shown at once. */
export function useReplyToDispute(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: disputeMutationKeys.reply(id),
    meta: { invalidates: [queryRoots.disputes] },
    mutationFn: (body: string) => postDisputeMessage(id, body),
    onSuccess: (dispute) => showDispute(queryClient, dispute),
  })
}

/** The flight of one local dispute's submit or discard: one click, one request. */
export const localDisputeFlightKey = (id: string) => `local-dispute:${id}`

/**
 * A dispute kept in this browser from before the part existed, sent to the server (POST /disputes
 * with its reason and images); once the server has it, the local copy is removed.
 */
export function useSubmitLocalDispute(userKey: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: disputeMutationKeys.submitLocal(userKey),
    meta: { invalidates: DISPUTE_AFFECTS },
    mutationFn: (local: Dispute) =>
      singleFlight(localDisputeFlightKey(local.id), async () => {
        const dispute = await raiseDispute({
          escrowId: local.orderId,
          reason: local.reason,
          images: local.images.map(
            (image) => new File([image.blob], image.name, { type: image.blob.type }),
          ),
        })
        await removeLocalDisputes(userKey, [local.id])
        return dispute
      }),
    onSuccess: (dispute) => showDispute(queryClient, dispute),
  })
}

/** A local dispute the user chose not to send: removed from this browser. */
export function useDiscardLocalDispute(userKey: string) {
  return useMutation({
    mutationKey: disputeMutationKeys.discardLocal(userKey),
    meta: { invalidates: [disputeKeys.localOpen(userKey)] },
    mutationFn: (local: Dispute) =>
      singleFlight(localDisputeFlightKey(local.id), () => removeLocalDisputes(userKey, [local.id])),
  })
}
