import type PaystackPop from '@paystack/inline-js'
import type { PaymentAdapter, PaymentResult } from '~/lib/payment-port'
import { createCancellation } from './cancellation'
import { PAYMENT_LOAD_FAILED } from './payment-messages'

interface PaystackModule {
  default: new () => PaystackPop
}

export interface PaystackAdapterOptions {
  /** Loads the provider's module; it touches `window` at import, so it is loaded on first payment only. */
  load?: () => Promise<PaystackModule>
  /** How long the checkout may take to show (its page, then the transaction) before it is given up. */
  loadTimeoutMs?: number
  /** How long a finished checkout's iframes stay before they are removed (see `retire`). */
  retireDelayMs?: number
}

/** The payment port, and a way to end the checkout when the session ends. */
export interface PaystackAdapter extends PaymentAdapter {
  /**
   * Ends the attempt on screen (its transaction cancelled through `cancelTransaction`, which closes
   * the pop-up) and one still downloading the provider: each settles as cancelled.
   */
  cancel(): void
}

/** The checkout page's origin in inline-js 2.22.x (`https://checkout.paystack.com/popup`). */
export const PAYSTACK_CHECKOUT_ORIGIN = 'https://checkout.paystack.com'
export const PAYSTACK_LOAD_TIMEOUT_MS = 10_000
/** inline-js posts 'close' into the checkout iframe 300 ms after hiding it: remove it after that. */
export const PAYSTACK_RETIRE_DELAY_MS = 1_000

function isCheckoutEvent(data: unknown, name: string): boolean {
  return typeof data === 'object' && data !== null && Reflect.get(data, 'event') === name
}

/**
 * Paystack InlineJS behind the payment port, one `PaystackPop` per payment attempt. What 2.22.2
 * does (read in its source) and why the adapter works round it:
 *
 * - A kept instance hands back its earlier transaction for the same access code (callbacks are
 *   compared as source text), so a second attempt would fire the first attempt's callbacks; and
 *   after a failed load its checkout iframe stays on the error page. A fresh instance per attempt
 *   (its iframes removed when the attempt ends) avoids both, and loads the checkout afresh.
 * - A transaction resumed before the checkout page has loaded relies on a message posted to an
 *   iframe still loading: the library's re-send when the page reports `loaded:checkout` posts the
 *   parameters with the callbacks, which cannot be cloned (the error is swallowed). So the
 *   transaction is resumed once this instance's page has reported `loaded:checkout`.
 * - `cancelTransaction` fires `onCancel` synchronously: an attempt is settled before it cancels.
 *
 * `onCancel` can also mean a bank transfer still in flight, and a late answer may differ from what
 * the pop-up said: the caller refetches the order after any outcome.
 */
export function createPaystackAdapter({
  load = () => import('@paystack/inline-js'),
  loadTimeoutMs = PAYSTACK_LOAD_TIMEOUT_MS,
  retireDelayMs = PAYSTACK_RETIRE_DELAY_MS,
}: PaystackAdapterOptions = {}): PaystackAdapter {
  let module: Promise<PaystackModule> | null = null
  /** Ends the attempt on screen, if any: a newer payment replaces it. */
  let cancelCurrent: (() => void) | null = null
  /** Ends the attempts still downloading the provider: they settle at once and never open. */
  const downloading = createCancellation()

  function loadModule(): Promise<PaystackModule> {
    module ??= load().catch((error: unknown) => {
      module = null // a later payment may try the download again
      throw error
    })
    return module
  }

  /**
   * Closes what is left of an attempt, then drops its iframes (the instance is never used again).
   * They let the page be clicked at once: the library fades its full-page backdrop out over 300 ms
   * and leaves one shown while it was still loading, which kept the page (say /login after a
   * sign-out in another tab) from taking clicks until they were removed.
   */
  function retire(pop: PaystackPop) {
    try {
      pop.cancelTransaction() // the active transaction, if any; closes the pop-up
    } catch (error) {
      console.error('Could not cancel the Paystack transaction', error)
    }
    for (const frame of [pop.checkoutIframe, pop.backgroundIframe]) {
      frame?.style.setProperty('pointer-events', 'none')
      frame?.style.setProperty('visibility', 'hidden')
    }
    setTimeout(() => {
      pop.checkoutIframe?.remove()
      pop.backgroundIframe?.remove()
    }, retireDelayMs)
  }

  return {
    cancel() {
      downloading.cancel()
      cancelCurrent?.()
    },

    async resume(accessCode: string): Promise<PaymentResult> {
      cancelCurrent?.()
      let loaded: PaystackModule | null
      try {
        loaded = await downloading.race(loadModule())
      } catch (error) {
        console.error('Could not load the Paystack checkout', error)
        return { status: 'error', message: PAYMENT_LOAD_FAILED }
      }
      if (loaded === null) return { status: 'cancelled' }
      const Pop = loaded.default

      return new Promise<PaymentResult>((resolve) => {
        let pop: PaystackPop | null = null
        let settled = false

        const finish = (result: PaymentResult) => {
          if (settled) return
          // Settled first: retiring cancels the transaction, which calls onCancel at once.
          settled = true
          clearTimeout(loadTimer)
          window.removeEventListener('message', onMessage)
          if (cancelCurrent === cancel) cancelCurrent = null
          if (pop) retire(pop)
          resolve(result)
        }
        const cancel = () => finish({ status: 'cancelled' })
        const failToLoad = (reason: string, error?: unknown) => {
          console.error(reason, ...(error === undefined ? [] : [error]))
          finish({ status: 'error', message: PAYMENT_LOAD_FAILED })
        }

        const loadTimer = setTimeout(
          () => failToLoad('The Paystack checkout did not load in time'),
          loadTimeoutMs,
        )

        const open = (instance: PaystackPop) => {
          try {
            instance.resumeTransaction(accessCode, {
              onLoad: () => clearTimeout(loadTimer),
              onSuccess: () => finish({ status: 'success' }),
              onCancel: cancel,
              onError: (error) => {
                console.error('Paystack checkout error', error)
                const message = error.message?.trim() ?? ''
                finish({ status: 'error', message: message === '' ? PAYMENT_LOAD_FAILED : message })
              },
            })
          } catch (error) {
            failToLoad('Could not open the Paystack checkout', error)
          }
        }

        // The checkout page of this instance says it is ready; other frames are ignored.
        function onMessage(event: MessageEvent) {
          if (event.origin !== PAYSTACK_CHECKOUT_ORIGIN || !pop || settled) return
          const frame = pop.checkoutIframe
          if (frame && event.source !== frame.contentWindow) return
          if (!isCheckoutEvent(event.data, 'loaded:checkout')) return
          window.removeEventListener('message', onMessage)
          open(pop)
        }

        cancelCurrent = cancel
        try {
          pop = new Pop()
          // The library leaves its iframes without a name (WCAG 4.1.2: frames need a title).
          pop.checkoutIframe?.setAttribute('title', 'Paystack checkout')
          pop.backgroundIframe?.setAttribute('title', 'Paystack checkout loading')
        } catch (error) {
          failToLoad('Could not start the Paystack checkout', error)
          return
        }
        window.addEventListener('message', onMessage)
      })
    },
  }
}
