import { useEffect, type ReactNode } from 'react'
import { PaymentContext, type PaymentResult } from '~/lib/payment-port'
import { useSessionStatus } from '~/lib/session/use-session'
import { createCancellation } from './cancellation'
import { PAYMENT_LOAD_FAILED } from './payment-messages'
import type { PaystackAdapter } from './paystack-adapter'

/**
 * The adapter's code (and, through it, the provider's InlineJS) is fetched on the first payment,
 * not with the first page: until then this stands in for it. A session that ends while the adapter
 * downloads settles that payment as cancelled, as the adapter does while InlineJS downloads.
 */
export function deferPaystackAdapter(load: () => Promise<PaystackAdapter>): PaystackAdapter {
  let adapter: PaystackAdapter | null = null
  let loading: Promise<PaystackAdapter> | null = null
  const downloading = createCancellation()
  return {
    cancel() {
      downloading.cancel()
      adapter?.cancel()
    },
    async resume(accessCode: string): Promise<PaymentResult> {
      if (!adapter) {
        loading ??= load().catch((error: unknown) => {
          loading = null // a later payment may try the download again
          throw error
        })
        try {
          adapter = await downloading.race(loading)
        } catch (error) {
          console.error('Could not load the Paystack checkout', error)
          return { status: 'error', message: PAYMENT_LOAD_FAILED }
        }
        if (!adapter) return { status: 'cancelled' }
      }
      return adapter.resume(accessCode)
    },
  }
}

const paystackAdapter = /* @__PURE__ */ deferPaystackAdapter(() =>
  import('./paystack-adapter').then(({ createPaystackAdapter }) => createPaystackAdapter()),
)

/** Payments of Paystack builds: the provider's InlineJS pop-up (one adapter for the app). */
export function PaystackPaymentProvider({ children }: { children: ReactNode }) {
  // The pop-up belongs to the session that opened it: when that ends (here or in another tab), the
  // transaction is cancelled, which closes the pop-up, and the payment settles as cancelled.
  const signedOut = useSessionStatus() === 'signed-out'
  useEffect(() => {
    if (signedOut) paystackAdapter.cancel()
  }, [signedOut])
  return <PaymentContext value={paystackAdapter}>{children}</PaymentContext>
}
