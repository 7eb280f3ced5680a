import { useMutation } from '@tanstack/react-query'
import type { DeliverRequest, PaymentMethod } from '~/contract/escrow'
import { usePaymentAdapter } from '~/lib/payment-port'
import { singleFlight } from '~/lib/single-flight'
import {
  deliverOrder,
  payByCard,
  payFromWallet,
  releaseOrder,
  withdrawOrder,
} from './lifecycle-api'
import {
  acceptOrder,
  ORDER_ACTION_AFFECTS,
  orderFlightKey,
  payInCheckout,
  type AcceptOutcome,
} from './mutations'

/** The lifecycle's mutation keys (lifecycle spec §2): their own object, not the query key factory. */
export const lifecycleMutationKeys = {
  deliver: ['order-lifecycle', 'deliver'],
  release: ['order-lifecycle', 'release'],
  withdraw: ['order-lifecycle', 'withdraw'],
  pay: ['order-lifecycle', 'pay'],
} as const

export const DELIVER_FALLBACK = 'An error occurred while marking the order delivered.'
export const RELEASE_FALLBACK = 'An error occurred while releasing the funds.'
export const WITHDRAW_FALLBACK = 'An error occurred while withdrawing the order.'
export const PAY_FALLBACK = 'An error occurred while paying for the order.'

export function useDeliverOrder() {
  return useMutation({
    mutationKey: lifecycleMutationKeys.deliver,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: ({ publicId, request }: { publicId: string; request: DeliverRequest }) =>
      singleFlight(orderFlightKey(publicId), () => deliverOrder(publicId, request)),
  })
}

export function useReleaseOrder() {
  return useMutation({
    mutationKey: lifecycleMutationKeys.release,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: (publicId: string) =>
      singleFlight(orderFlightKey(publicId), () => releaseOrder(publicId)),
  })
}

export function useWithdrawOrder() {
  return useMutation({
    mutationKey: lifecycleMutationKeys.withdraw,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: (publicId: string) =>
      singleFlight(orderFlightKey(publicId), () => withdrawOrder(publicId)),
  })
}

export interface PayVariables {
  publicId: string
  method: PaymentMethod
  /**
   * Accept first (GET /escrow/{id}/accept): the receiving buyer's Accept is their payment, made
   * the way they chose (lifecycle spec §2).
   */
  accept?: boolean
}

/**
 * Pay now (lifecycle spec §2): from the wallet in one call, or by card through the payment port
 * (the server's access code resumes the provider's pop-up, as accept does). With `accept`, the
 * accept call comes first: its access code serves the card, and the wallet pays as Pay now does.
 * One mutation for both, so a failure after the accept (the order now awaits payment and the
 * button reads Pay now) stays where the user acted. A cancelled pop-up changes nothing and is only
 * logged (base spec §4); the caches are refreshed all the same.
 */
export function usePayOrder() {
  const payments = usePaymentAdapter()
  return useMutation({
    mutationKey: lifecycleMutationKeys.pay,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: ({ publicId, method, accept = false }: PayVariables) =>
      singleFlight(orderFlightKey(publicId), async (): Promise<AcceptOutcome> => {
        if (accept) {
          const accessCode = await acceptOrder(publicId)
          if (!accessCode) return 'accepted'
          if (method === 'card') return payInCheckout(payments, accessCode, publicId)
        }
        if (method === 'wallet') {
          await payFromWallet(publicId)
          return 'paid'
        }
        const { access_code } = await payByCard(publicId)
        return payInCheckout(payments, access_code, publicId)
      }),
  })
}
