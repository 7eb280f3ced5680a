import { useMutation } from '@tanstack/react-query'
import { CreateOrderResponse, type OrderRole } from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-error'
import { usePaymentAdapter, type PaymentResult } from '~/lib/payment-port'
import { queryRoots } from '~/lib/query-keys'
import { isInFlight, singleFlight } from '~/lib/single-flight'
import type { WizardValues } from './schemas'

/** The wizard's mutation keys: their own object, apart from the draft's query keys (./draft.ts). */
export const wizardMutationKeys = {
  create: ['wizard', 'create'],
  pay: ['wizard', 'pay'],
} as const

export const CREATE_ORDER_FALLBACK = 'An error occurred while creating the order.'

/** A creation changes the orders (lists, pending, counts), the balances and, once paid, the wallet. */
const AFFECTED = [queryRoots.orders, queryRoots.profile, queryRoots.transactions] as const

/**
 * What the wizard shows for a failed creation (spec §8): the server's detail (a 422's issues as one
 * line, each also shown on its field), else the fallback.
 */
export function createOrderErrorMessage(error: unknown): string {
  return errorMessage(error, CREATE_ORDER_FALLBACK)
}

/**
 * A created order's payment: none due (a seller's order), paid, or unpaid because the buyer
 * cancelled the checkout (closed it: nothing was charged) or because it failed (with the reason).
 */
export type PaymentState =
  | { status: 'none' }
  | { status: 'paid' }
  | { status: 'unpaid'; accessCode: string; cancelled: true }
  | { status: 'unpaid'; accessCode: string; cancelled: false; message: string }

export interface CreatedOrder {
  publicId: string | null
  receiverEmail: string
  payment: PaymentState
}

export interface CreateOrderInput {
  values: WizardValues
  role: OrderRole
  /**
   * Sent as `Idempotency-Key`: one per submission of the draft's content, the same on every retry
   * of it, so a retry after a lost answer gets the order created the first time, not a second one.
   */
  idempotencyKey: string
  /** Runs before the request is sent (e.g. to keep the key with the draft); a failure is logged. */
  onSending?: () => Promise<void>
  /** Runs once the order exists, before any payment (e.g. to drop the draft). */
  onCreated?: () => Promise<void>
}

function priceText(typed: string): string {
  return typed.trim().replace(/,/g, '')
}

/** The text fields of POST /escrow/create (spec §7), in the order they are sent. */
function createOrderFields(values: WizardValues, role: OrderRole): [string, string][] {
  const fields: [string, string][] = [
    ['name', values.name.trim()],
    // As typed, without the grouping commas ("25,000" → "25000"): the provider takes a decimal.
    ['price', priceText(values.price)],
    ['description', values.description.trim()],
    ['delivery_date', values.delivery_date],
    ['receiver_email', values.receiver_email.trim()],
    ['receiver_phone', values.receiver_phone.trim()],
    ['role', role],
  ]
  if (role === 'seller' && values.logistic_service)
    fields.push(['logistic_service', values.logistic_service])
  return fields
}

/** The multipart body of POST /escrow/create (spec §7). */
export function createOrderBody(values: WizardValues, role: OrderRole): FormData {
  const body = new FormData()
  for (const [name, value] of createOrderFields(values, role)) body.append(name, value)
  for (const image of values.images) body.append('images', image, image.name)
  return body
}

/**
 * What POST /escrow/create would receive for these values, as one string: the text fields, and each
 * image by name, type, size and date (its bytes are not read). Equal strings: the same submission,
 * so the same Idempotency-Key (the server compares the fields and the images' names, types and
 * bytes, and refuses a key reused for another payload).
 */
export function createOrderContent(values: WizardValues, role: OrderRole): string {
  const images = values.images.map((image) => [
    image.name,
    image.type,
    image.size,
    image.lastModified,
  ])
  return JSON.stringify([createOrderFields(values, role), images])
}

function paymentState(result: PaymentResult, accessCode: string): PaymentState {
  if (result.status === 'success') return { status: 'paid' }
  if (result.status === 'cancelled') return { status: 'unpaid', accessCode, cancelled: true }
  return { status: 'unpaid', accessCode, cancelled: false, message: result.message }
}

/**
 * Creates the order; when the server answers with an access code (a buyer), the card checkout is
 * resumed with it. A payment that does not go through is not a failure: the order exists and
 * awaits payment.
 */
export function useCreateOrder() {
  const payments = usePaymentAdapter()
  return useMutation({
    mutationKey: wizardMutationKeys.create,
    meta: { invalidates: AFFECTED },
    mutationFn: async ({
      values,
      role,
      idempotencyKey,
      onSending,
      onCreated,
    }: CreateOrderInput): Promise<CreatedOrder> => {
      await onSending?.().catch((error: unknown) => {
        console.warn('The idempotency key could not be kept with the draft', error)
      })
      const created = await apiJson(CreateOrderResponse, 'escrow/create', {
        method: 'post',
        body: createOrderBody(values, role),
        headers: { 'Idempotency-Key': idempotencyKey },
      })
      await onCreated?.().catch((error: unknown) => {
        console.warn('The draft could not be removed', error)
      })
      const { access_code: accessCode, public_id: publicId } = created.data
      const base = { publicId: publicId ?? null, receiverEmail: values.receiver_email.trim() }
      if (!accessCode) return { ...base, payment: { status: 'none' } }
      return { ...base, payment: paymentState(await payments.resume(accessCode), accessCode) }
    },
  })
}

const payFlight = (accessCode: string) => `pay-created-order:${accessCode}`

/**
 * Whether 'Pay now' for this access code is under way (the double-submit policy of
 * src/lib/single-flight.ts): the button checks it first, so a double click opens one checkout.
 */
export function isPayingCreatedOrder(accessCode: string): boolean {
  return isInFlight(payFlight(accessCode))
}

/** 'Pay now' for a created order whose payment was cancelled or did not go through. */
export function usePayCreatedOrder() {
  const payments = usePaymentAdapter()
  return useMutation({
    mutationKey: wizardMutationKeys.pay,
    meta: { invalidates: AFFECTED },
    mutationFn: (accessCode: string) =>
      singleFlight(payFlight(accessCode), async (): Promise<PaymentState> =>
        paymentState(await payments.resume(accessCode), accessCode),
      ),
  })
}
