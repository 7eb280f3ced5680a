/**
 * Paystack's checkout origin, faked in the browser context: the real @paystack/inline-js of a
 * Paystack build loads `https://checkout.paystack.com/popup` in an iframe, and these routes answer
 * it with checkout.html (beside this file). Nothing leaves the machine: every other request to a
 * host that is not the local sandbox is aborted.
 *
 * - `GET  https://checkout.paystack.com/popup`: checkout.html, or a network failure while
 *   `reachable` is false (the iframe then shows Chromium's error page and never says it loaded);
 *   with `stalled`, a page that loads but never shows the transaction.
 * - `POST https://checkout.paystack.com/__fake/pay/{code}`: what Paystack's servers would do when
 *   the customer pays: completes the sandbox payment for that access code
 *   (`POST /api/v1/__sandbox/payments/{code}/complete`), so the order is active at the provider
 *   before the page posts `success` to the app.
 */
import { readFileSync } from 'node:fs'
import type { BrowserContext, Page, Request } from '@playwright/test'
import type { SandboxApi } from '../fixtures'

export const CHECKOUT_ORIGIN = 'https://checkout.paystack.com'
const checkoutPage = readFileSync(new URL('./checkout.html', import.meta.url), 'utf8')

export interface FakeCheckout {
  /** Whether the checkout page loads; false: the request fails as if the network were down. */
  reachable: boolean
  /** Whether the page, once loaded, ignores the transaction it is sent (never `loaded:transaction`). */
  stalled: boolean
  /** Every request for the checkout page, served or not. */
  readonly popupRequests: Request[]
  /** Requests to other outside hosts (all aborted); a test expects none. */
  readonly strayRequests: string[]
}

export async function fakePaystackCheckout(
  context: BrowserContext,
  sandboxApi: SandboxApi,
): Promise<FakeCheckout> {
  const fake: FakeCheckout = {
    reachable: true,
    stalled: false,
    popupRequests: [],
    strayRequests: [],
  }

  // Routes registered later are tried first: this catch-all only gets what the next one leaves.
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    async (route) => {
      fake.strayRequests.push(route.request().url())
      await route.abort('blockedbyclient')
    },
  )
  await context.route(`${CHECKOUT_ORIGIN}/**`, async (route) => {
    const request = route.request()
    const { pathname } = new URL(request.url())
    if (pathname === '/popup') {
      fake.popupRequests.push(request)
      if (!fake.reachable) return route.abort('internetdisconnected')
      const body = fake.stalled
        ? checkoutPage.replace('const stalled = false', 'const stalled = true')
        : checkoutPage
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body })
    }
    const pay = /^\/__fake\/pay\/([^/]+)$/.exec(pathname)
    if (pay?.[1] && request.method() === 'POST') {
      await sandboxApi.completePayment(decodeURIComponent(pay[1]))
      return route.fulfill({ json: { status: true } })
    }
    fake.strayRequests.push(request.url())
    return route.abort('blockedbyclient')
  })
  return fake
}

/** The checkout iframe on screen (inline-js names it `inline-checkout-{id}`). */
export function checkoutFrame(page: Page) {
  return page.locator('iframe[id^="inline-checkout-"]:visible').contentFrame()
}
