import { useEffect, type ReactNode } from 'react'
import { PaymentContext } from '~/lib/payment-port'
import { useSessionStatus } from '~/lib/session/use-session'
import { createPaystackAdapter } from './paystack-adapter'

// Creating the adapter loads nothing until a payment starts.
const paystackAdapter = /* @__PURE__ */ createPaystackAdapter()

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
