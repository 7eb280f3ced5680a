import { PaystackPaymentProvider } from './PaystackPaymentProvider'
import { SandboxPaymentProvider } from './SandboxPaymentProvider'

/**
 * The payment adapter of this build (VITE_PAYMENT_PROVIDER): Paystack InlineJS, or the sandbox's
 * card checkout. Chosen with an inline literal test so the bundler drops the other one entirely.
 */
export const PaymentProvider =
  import.meta.env.VITE_PAYMENT_PROVIDER === 'paystack'
    ? PaystackPaymentProvider
    : SandboxPaymentProvider
