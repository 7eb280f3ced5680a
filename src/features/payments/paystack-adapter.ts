import type PaystackPop from '@paystack/inline-js'
import type { PopupTransaction } from '@paystack/inline-js'
import type { PaymentAdapter, PaymentResult } from '~/lib/payment-port'
import { PAYMENT_LOAD_FAILED } from './payment-messages'

interface PaystackModule {
  default: new () => PaystackPop
}

export interface PaystackAdapterOptions {
  /** Loads the provider's module; it touches `window` at import, so it is loaded on first payment only. */
  load?: () => Promise<PaystackModule>
  /** How long the checkout may take to show before it is given up. */
  loadTimeoutMs?: number
}

export const PAYSTACK_LOAD_TIMEOUT_MS = 10_000

/**
 * Paystack InlineJS behind the payment port. One PaystackPop instance serves every payment (each
 * instance adds its own iframes to the page). `onCancel` can also mean a bank transfer still in
 * flight: the caller refetches the order after any outcome rather than trusting "cancelled".
 */
export function createPaystackAdapter({
  load = () => import('@paystack/inline-js'),
  loadTimeoutMs = PAYSTACK_LOAD_TIMEOUT_MS,
}: PaystackAdapterOptions = {}): PaymentAdapter {
  let popup: Promise<PaystackPop> | null = null

  function instance(): Promise<PaystackPop> {
    popup ??= load().then(
      (module) => new module.default(),
      (error: unknown) => {
        popup = null // a later payment may try the download again
        throw error
      },
    )
    return popup
  }

  return {
    async resume(accessCode: string): Promise<PaymentResult> {
      let pop: PaystackPop
      try {
        pop = await instance()
      } catch (error) {
        console.error('Could not load the Paystack checkout', error)
        return { status: 'error', message: PAYMENT_LOAD_FAILED }
      }
      return new Promise<PaymentResult>((resolve) => {
        let transaction: PopupTransaction | undefined
        let settled = false
        const settle = (result: PaymentResult) => {
          if (settled) return
          settled = true
          clearTimeout(loadTimer)
          resolve(result)
        }
        const loadTimer = setTimeout(() => {
          console.error('The Paystack checkout did not load in time; cancelling it')
          try {
            if (transaction) pop.cancelTransaction(transaction)
          } catch (error) {
            console.error('Could not cancel the Paystack transaction', error)
          }
          settle({ status: 'error', message: PAYMENT_LOAD_FAILED })
        }, loadTimeoutMs)

        try {
          transaction = pop.resumeTransaction(accessCode, {
            onLoad: () => clearTimeout(loadTimer),
            onSuccess: () => settle({ status: 'success' }),
            onCancel: () => settle({ status: 'cancelled' }),
            onError: (error) => {
              console.error('Paystack checkout error', error)
              const message = error.message?.trim() ?? ''
              settle({ status: 'error', message: message === '' ? PAYMENT_LOAD_FAILED : message })
            },
          })
        } catch (error) {
          console.error('Could not open the Paystack checkout', error)
          settle({ status: 'error', message: PAYMENT_LOAD_FAILED })
        }
      })
    },
  }
}
