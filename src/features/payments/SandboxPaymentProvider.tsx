import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { PaymentContext } from '~/lib/payment-port'
import { useSessionStatus } from '~/lib/session/use-session'
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
  // The checkout belongs to the session that opened it: when that ends (here or in another tab),
  // it is gone in the same render and its payment settles as cancelled.
  const signedOut = useSessionStatus() === 'signed-out'
  useEffect(() => {
    if (signedOut) checkout.cancel()
  }, [checkout, signedOut, request])

  return (
    <PaymentContext value={checkout.adapter}>
      {children}
      {request && !signedOut ? (
        <Suspense fallback={null}>
          <SandboxCheckoutDialog key={request.accessCode} request={request} />
        </Suspense>
      ) : null}
    </PaymentContext>
  )
}
