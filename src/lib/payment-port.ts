import { createContext, useContext } from 'react'

export type PaymentResult =
  { status: 'success' } | { status: 'cancelled' } | { status: 'error'; message: string }

/** The card provider's checkout, resumed with an access code from the server. */
export interface PaymentAdapter {
  resume(accessCode: string): Promise<PaymentResult>
}

/** Features depend on this port; the app root provides the adapter chosen at build time. */
export const PaymentContext = createContext<PaymentAdapter | null>(null)

export function usePaymentAdapter(): PaymentAdapter {
  const adapter = useContext(PaymentContext)
  if (!adapter) throw new Error('usePaymentAdapter needs a PaymentContext provider')
  return adapter
}

export class PaymentError extends Error {
  override readonly name = 'PaymentError'
}
