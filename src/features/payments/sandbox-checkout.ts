import type { SandboxPayment } from '~/contract/sandbox'
import type { PaymentAdapter, PaymentResult } from '~/lib/payment-port'
import { createCancellation } from './cancellation'
import { PAYMENT_LOAD_FAILED } from './payment-messages'

/** The checkout on screen: its access code and how to report its outcome. */
export interface CheckoutRequest {
  accessCode: string
  settle: (result: PaymentResult) => void
}

export interface SandboxCheckout {
  adapter: PaymentAdapter
  /**
   * Ends the checkout on screen, and one still being prepared, as cancelled (the session ended).
   * Nothing is sent: there is no session left to send it with, and the payment stays payable.
   */
  cancel: () => void
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => CheckoutRequest | null
}

export interface SandboxCheckoutOptions {
  /** Gets everything the dialog needs (its code, the payment) before it opens; rejects when it cannot. */
  prepare: (accessCode: string) => Promise<SandboxPayment>
}

/**
 * The sandbox's card checkout as a payment adapter: `resume` opens one checkout dialog (a small
 * external store the provider renders) and resolves when it is paid, cancelled or closed.
 */
export function createSandboxCheckout({ prepare }: SandboxCheckoutOptions): SandboxCheckout {
  let current: CheckoutRequest | null = null
  /** Ends the checkouts still being prepared: they settle at once and never open. */
  const preparing = createCancellation()
  const listeners = new Set<() => void>()
  const show = (request: CheckoutRequest | null) => {
    current = request
    listeners.forEach((listener) => listener())
  }

  const adapter: PaymentAdapter = {
    async resume(accessCode) {
      let payment: SandboxPayment | null
      try {
        payment = await preparing.race(prepare(accessCode))
      } catch (error) {
        console.error('Could not open the sandbox checkout', error)
        return { status: 'error', message: PAYMENT_LOAD_FAILED }
      }
      if (payment === null) return { status: 'cancelled' }
      if (payment.status === 'completed') return { status: 'success' }
      // A cancelled (abandoned) checkout opens again: the same code can still be paid.
      // One checkout at a time: a newer one replaces (cancels) an older one still open.
      current?.settle({ status: 'cancelled' })
      return new Promise<PaymentResult>((resolve) => {
        const request: CheckoutRequest = {
          accessCode,
          settle: (result) => {
            if (current === request) show(null)
            resolve(result)
          },
        }
        show(request)
      })
    },
  }

  return {
    adapter,
    cancel() {
      preparing.cancel()
      current?.settle({ status: 'cancelled' })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => current,
  }
}
