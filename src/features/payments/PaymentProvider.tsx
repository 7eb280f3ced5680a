import type { ReactNode } from 'react'
import { PaymentContext } from '~/lib/payment-port'
import { createPaystackAdapter } from './paystack-adapter'
import { SandboxPaymentProvider } from './SandboxPaymentProvider'

function PaystackPaymentProvider({ children }: { children: ReactNode }) {
  return <PaymentContext value={paystackAdapter}>{children}</PaymentContext>
}

// Creating the adapter loads nothing until a payment starts.
const paystackAdapter = /* @__PURE__ */ createPaystackAdapter()

/**
 * The payment adapter of this build (VITE_PAYMENT_PROVIDER): Paystack InlineJS, or the sandbox's
 * card checkout. Chosen with an inline literal test so the bundler drops the other one entirely.
 */
export const PaymentProvider =
  import.meta.env.VITE_PAYMENT_PROVIDER === 'paystack'
    ? PaystackPaymentProvider
    : SandboxPaymentProvider
