import { createContext, useContext, useMemo, useSyncExternalStore } from 'react'

export type PaymentResult =
  { status: 'success' } | { status: 'cancelled' } | { status: 'error'; message: string }

/** The card provider's checkout, resumed with an access code from the server. */
export interface PaymentAdapter {
  resume(accessCode: string): Promise<PaymentResult>
}

/** Features depend on this port; the app root provides the adapter chosen at build time. */
export const PaymentContext = createContext<PaymentAdapter | null>(null)

/**
 * The adapter of this build, as features use it: each `resume` is a hand-over to the card provider
 * (below), so the app's dialogs step aside while its checkout is on screen.
 */
export function usePaymentAdapter(): PaymentAdapter {
  const adapter = useContext(PaymentContext)
  const handedOver = useMemo<PaymentAdapter | null>(
    () => adapter && { resume: (accessCode) => handOverToCard(() => adapter.resume(accessCode)) },
    [adapter],
  )
  if (!handedOver) throw new Error('usePaymentAdapter needs a PaymentContext provider')
  return handedOver
}

export class PaymentError extends Error {
  override readonly name = 'PaymentError'
}

/**
 * The hand-over to the card provider. While its checkout is on screen, the app's own dialogs step
 * aside (`Dialog` draws them closed): a Radix modal makes everything outside its content inert
 * (`pointer-events: none` on <body>, `aria-hidden` on the rest), and Paystack's pop-up is an iframe
 * outside it, so its Pay button could not be clicked. A dialog that was open comes back when the
 * checkout has closed, with whatever outcome its flow then shows. Every payment goes through
 * `usePaymentAdapter`, which hands over here: no flow can forget it.
 */
let checkoutsOnScreen = 0
const listeners = new Set<() => void>()

function notify(): void {
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `checkout` (the card provider's pop-up, from opening to its outcome) as a hand-over. */
export async function handOverToCard<T>(checkout: () => Promise<T>): Promise<T> {
  checkoutsOnScreen += 1
  notify()
  try {
    return await checkout()
  } finally {
    checkoutsOnScreen -= 1
    notify()
  }
}

/** Whether the card provider's checkout is on screen (the app's dialogs step aside meanwhile). */
export function useCardHandover(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => checkoutsOnScreen > 0,
    () => false,
  )
}
