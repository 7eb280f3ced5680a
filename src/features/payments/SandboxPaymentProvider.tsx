import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react'
import { PaymentContext } from '~/lib/payment-port'
import { createSandboxCheckout } from './sandbox-checkout'
import { sandboxPaymentQuery } from './sandbox-payments'

// The dialog (and Radix) stays out of the first bundle: it is fetched when a payment starts.
const loadDialog = () => import('./SandboxCheckoutDialog')
const SandboxCheckoutDialog = /* @__PURE__ */ lazy(loadDialog)

/** Payments of sandbox builds: the sandbox's card checkout in a dialog. */
export function SandboxPaymentProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [checkout] = useState(() =>
    createSandboxCheckout({
      prepare: async (accessCode) => {
        const [, payment] = await Promise.all([
          loadDialog(),
          queryClient.query(sandboxPaymentQuery(accessCode)),
        ])
        return payment
      },
    }),
  )
  const request = useSyncExternalStore(checkout.subscribe, checkout.getSnapshot)

  return (
    <PaymentContext value={checkout.adapter}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <SandboxCheckoutDialog key={request.accessCode} request={request} />
        </Suspense>
      ) : null}
    </PaymentContext>
  )
}
