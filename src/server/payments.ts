/** The card checkout stand-in: a payment per access code, completed or cancelled by the test. */
import type { SandboxPayment } from '../contract/sandbox'
import { ApiError } from './errors'
import { activateOrder, fundOrder, type Moment } from './escrow-flow'
import { buyerTotalKobo, koboToNumber } from '../contract/money'
import { findOrder } from './orders'
import type { OrderRecord, PaymentRecord, SandboxState, UserRecord } from './records'
import { secureCode } from './random'
import { findUserById } from './users'
import { recordTransaction } from './wallet'

/**
 * The buyer's checkout for this order, or a new one. Like the card provider, an abandoned
 * (cancelled) checkout is handed out again with the same access code and can still be paid.
 */
export function openPayment(
  state: SandboxState,
  at: string,
  order: OrderRecord,
  payer: UserRecord,
  kind: PaymentRecord['kind'],
): PaymentRecord {
  const existing = state.payments.find(
    (payment) =>
      payment.public_id === order.public_id &&
      payment.kind === kind &&
      payment.payer_id === payer.id &&
      payment.status !== 'completed',
  )
  if (existing) return existing
  const payment: PaymentRecord = {
    access_code: secureCode(20),
    public_id: order.public_id,
    kind,
    payer_id: payer.id,
    amount_kobo: buyerTotalKobo(order.price_kobo, order.fee_kobo),
    status: 'open',
    created_at: at,
    updated_at: at,
  }
  state.payments.push(payment)
  return payment
}

export function findPayment(state: SandboxState, accessCode: string): PaymentRecord {
  const payment = state.payments.find((candidate) => candidate.access_code === accessCode)
  if (!payment) throw new ApiError(404, 'Payment not found')
  return payment
}

export function paymentView(state: SandboxState, payment: PaymentRecord): SandboxPayment {
  return {
    access_code: payment.access_code,
    public_id: payment.public_id,
    item_name:
      payment.kind === 'fund'
        ? 'Wallet funding'
        : (findOrder(state, payment.public_id)?.item_name ?? ''),
    amount: koboToNumber(payment.amount_kobo),
    email: findUserById(state, payment.payer_id)?.email ?? '',
    status: payment.status,
  }
}

function assertNotCompleted(payment: PaymentRecord): void {
  if (payment.status === 'completed') throw new ApiError(400, 'Payment already completed')
}

/**
 * The buyer paid. For a new buyer order the money waits in escrow until the seller accepts;
 * for an accepted seller order the order becomes active.
 */
export function completePayment(state: SandboxState, moment: Moment, payment: PaymentRecord): void {
  assertNotCompleted(payment)
  if (payment.kind === 'fund') {
    // A wallet funding: the card money is a deposit.
    recordTransaction(state, moment.ids, {
      userId: payment.payer_id,
      type: 'deposit',
      amountKobo: payment.amount_kobo,
      description: `Wallet funding by card (${payment.public_id})`,
      at: moment.at,
    })
    payment.status = 'completed'
    payment.updated_at = moment.at
    return
  }
  const order = findOrder(state, payment.public_id)
  if (order?.status !== 'pending') throw new ApiError(400, 'Order is not pending')
  if (order.funded) throw new ApiError(400, 'Order is already paid for')
  fundOrder(state, moment, order, payment.payer_id, 'card')
  if (payment.kind === 'accept') activateOrder(order, moment.at)
  payment.status = 'completed'
  payment.updated_at = moment.at
}

/** The buyer closed the checkout: nothing else changes, and the same code can be paid later. */
export function cancelPayment(payment: PaymentRecord, at: string): void {
  assertNotCompleted(payment)
  payment.status = 'cancelled'
  payment.updated_at = at
}
