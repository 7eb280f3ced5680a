import { useMutation } from '@tanstack/react-query'
import type { DeliverRequest, PaymentMethod } from '~/contract/escrow'
import { ApiError } from '~/lib/api-error'
import type { PasswordOnce } from '~/lib/password-once'
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

/** Agreements §10: the provider's answer to a wrong password (400, never 401: still signed in). */
export const INCORRECT_PASSWORD = 'Incorrect password'

/**
 * Whether a release or a payment from the wallet was refused for its password: said at the
 * password field, not as the action's failure. A 400 says other things too ('Insufficient wallet
 * balance'): the contract's text tells them apart, as the reset link's does.
 */
export function isIncorrectPassword(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.detail === INCORRECT_PASSWORD
}

export function useDeliverOrder() {
  return useMutation({
    mutationKey: lifecycleMutationKeys.deliver,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: ({ publicId, request }: { publicId: string; request: DeliverRequest }) =>
      singleFlight(orderFlightKey(publicId), () => deliverOrder(publicId, request)),
  })
}

export interface ReleaseVariables {
  publicId: string
  /** Agreements §10: the buyer's password, readable once (src/lib/password-once.ts). */
  password: PasswordOnce
}

/**
 * Release funds (lifecycle spec §2, agreements §10): the password is read first, before the
 * double-submit guard, so the cached variables never keep it, whatever the outcome.
 */
export function useReleaseOrder() {
  return useMutation({
    mutationKey: lifecycleMutationKeys.release,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: ({ publicId, password }: ReleaseVariables) => {
      const secret = password()
      return singleFlight(orderFlightKey(publicId), () => releaseOrder(publicId, secret))
    },
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

export type PayVariables = {
  publicId: string
  /**
   * Accept first (GET /escrow/{id}/accept): the receiving buyer's Accept is their payment, made
   * the way they chose (lifecycle spec §2).
   */
  accept?: boolean
} & (
  | { method: Extract<PaymentMethod, 'card'> }
  /** Agreements §10: paying from the wallet needs the password, readable once. */
  | { method: Extract<PaymentMethod, 'wallet'>; password: PasswordOnce }
)

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
    mutationFn: (variables: PayVariables) => {
      const { publicId, method, accept = false } = variables
      // Read first, whatever follows (the accept, a refused double submit): never kept.
      const password = variables.method === 'wallet' ? variables.password() : null
      return singleFlight(orderFlightKey(publicId), async (): Promise<AcceptOutcome> => {
        if (accept) {
          const accessCode = await acceptOrder(publicId)
          if (!accessCode) return 'accepted'
          if (method === 'card') return payInCheckout(payments, accessCode, publicId)
        }
        if (password !== null) {
          await payFromWallet(publicId, password)
          return 'paid'
        }
        const { access_code } = await payByCard(publicId)
        return payInCheckout(payments, access_code, publicId)
      })
    },
  })
}
