import { useMutation, useMutationState } from '@tanstack/react-query'
import { AcceptResponse, CancelResponse } from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-error'
import { PaymentError, usePaymentAdapter, type PaymentAdapter } from '~/lib/payment-port'
import { queryRoots } from '~/lib/query-keys'
import { InFlightError, isInFlight, singleFlight } from '~/lib/single-flight'
import { orderPath } from './queries'

/** The mutation keys of accept and decline: their own object, apart from the query keys. */
export const orderMutationKeys = {
  accept: ['orders', 'accept'],
  decline: ['orders', 'decline'],
} as const

/**
 * Everything an order action (accept, decline, the lifecycle's) can change: orders (lists, counts,
 * detail), balances (the profile) and the wallet's transactions. The query client runs the
 * invalidation and tells the other tabs; a mutation settles once the fresh data is in.
 */
export const ORDER_ACTION_AFFECTS = [
  queryRoots.orders,
  queryRoots.profile,
  queryRoots.transactions,
] as const

export const ACCEPT_FALLBACK = 'An error occurred while accepting the order.'
export const DECLINE_FALLBACK = 'An error occurred while declining the order.'

export type AcceptOutcome = 'accepted' | 'paid' | 'payment-cancelled'

/**
 * The accept call itself failed: nothing was accepted. Told apart from a failure of the payment
 * that follows it (the order is accepted then), so the page words each as its own (spec §8).
 */
export class AcceptError extends Error {
  override readonly name = 'AcceptError'
  constructor(cause: unknown) {
    super('The order could not be accepted', { cause })
  }
}

/**
 * One action per order at a time, whichever it is (accept, decline and the lifecycle actions; the
 * one double-submit policy, src/lib/single-flight.ts): a double click sends one request even before
 * React has re-rendered the disabled button.
 */
export function orderFlightKey(publicId: string): string {
  return `order-action:${publicId}`
}

/**
 * Whether an action on this order is under way. The work claims the order a microtask
 * after `mutate`, before any second click can arrive: a button checks this first so a double click
 * never becomes a second (rejected) mutation that would hide the first one's outcome.
 */
export function isOrderBusy(publicId: string): boolean {
  return isInFlight(orderFlightKey(publicId))
}

/** The order an action names: accept, decline and most lifecycle actions take its id, Pay now and deliver an object. */
function orderOf(variables: unknown): unknown {
  return typeof variables === 'object' && variables !== null && 'publicId' in variables
    ? variables.publicId
    : variables
}

/**
 * When the latest action on this order was started, whichever button started it. Two actions side
 * by side (Accept or Pay now, and Decline) keep their own mutations: each shows its failure only
 * while no later attempt was made (`mutation.submittedAt >= latest`), as one message would.
 */
export function useLatestOrderAction(publicId: string): number {
  const started = useMutationState({
    filters: { predicate: (mutation) => orderOf(mutation.state.variables) === publicId },
    select: (mutation) => mutation.state.submittedAt,
  })
  return Math.max(0, ...started)
}

/**
 * What the order page shows for a failed action, where the user acted (spec §8): the payment provider's own
 * message, else the server's detail, else the fallback. A click dropped by the double-click guard
 * is not a failure: null.
 */
export function orderActionErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof InFlightError) return null
  if (error instanceof AcceptError) return errorMessage(error.cause, ACCEPT_FALLBACK)
  if (error instanceof PaymentError) return error.message
  return errorMessage(error, fallback)
}

/**
 * The card checkout for an order's access code (accept, Pay now): paid, or cancelled by the user
 * (changes nothing and is only logged, base spec §4); a checkout that fails is a PaymentError.
 */
export async function payInCheckout(
  payments: PaymentAdapter,
  accessCode: string,
  publicId: string,
): Promise<'paid' | 'payment-cancelled'> {
  const payment = await payments.resume(accessCode)
  if (payment.status === 'error') throw new PaymentError(payment.message)
  if (payment.status === 'cancelled') {
    console.info('Payment cancelled; the order is unchanged', publicId)
    return 'payment-cancelled'
  }
  return 'paid'
}

/**
 * GET /escrow/{id}/accept: the access code of the buyer's payment when the answer has one (spec
 * §4), else null (accepted, nothing to pay). Its failure is an AcceptError.
 */
export async function acceptOrder(publicId: string): Promise<string | null> {
  try {
    const { access_code } = await apiJson(AcceptResponse, orderPath(publicId, 'accept'))
    return access_code ?? null
  } catch (error) {
    throw new AcceptError(error)
  }
}

/**
 * Spec §4: accept; when the server returns an access code the card checkout is resumed with it and
 * the order becomes active once the payment succeeds. A cancelled payment changes nothing and is
 * only logged; the caches are refreshed all the same, since a "cancel" may hide a bank transfer in
 * flight. A receiving buyer's Accept, with its choice of wallet or card, is Pay now's mutation
 * (`usePayOrder` with `accept`, lifecycle-mutations.ts).
 */
export function useAcceptOrder() {
  const payments = usePaymentAdapter()
  return useMutation({
    mutationKey: orderMutationKeys.accept,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: (publicId: string) =>
      singleFlight(orderFlightKey(publicId), async (): Promise<AcceptOutcome> => {
        const accessCode = await acceptOrder(publicId)
        if (!accessCode) return 'accepted'
        return payInCheckout(payments, accessCode, publicId)
      }),
  })
}

export function useDeclineOrder() {
  return useMutation({
    mutationKey: orderMutationKeys.decline,
    meta: { invalidates: ORDER_ACTION_AFFECTS },
    mutationFn: (publicId: string) =>
      singleFlight(orderFlightKey(publicId), async () => {
        await apiJson(CancelResponse, orderPath(publicId, 'cancel'))
      }),
  })
}
