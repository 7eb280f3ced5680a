import type { ReactNode } from 'react'
import { paymentProvider } from '~/lib/config'
import { PaymentContext } from '~/lib/payment-port'
import { createPaystackAdapter } from './paystack-adapter'
import { SandboxPaymentProvider } from './SandboxPaymentProvider'

// Chosen at build time (VITE_PAYMENT_PROVIDER); creating it loads nothing until a payment starts.
const paystackAdapter = paymentProvider === 'paystack' ? createPaystackAdapter() : null

/** Provides the payment adapter of this build: Paystack InlineJS, or the sandbox's card checkout. */
export function PaymentProvider({ children }: { children: ReactNode }) {
  if (paystackAdapter) return <PaymentContext value={paystackAdapter}>{children}</PaymentContext>
  return <SandboxPaymentProvider>{children}</SandboxPaymentProvider>
}
