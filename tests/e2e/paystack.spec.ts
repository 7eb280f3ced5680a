/**
 * Paying through the real @paystack/inline-js (2.22.2) in the build users get (`VITE_SANDBOX=false
 * VITE_PAYMENT_PROVIDER=paystack VITE_PROVIDER_FEATURES=all vite build --outDir dist-paystack`): an
 * order (accept, Pay now) and the wallet (Fund wallet, whose dialog steps aside for the pop-up), against
 * a fake of Paystack's checkout page on its own origin (tests/e2e/paystack-fake/). The sandbox
 * stands in for the provider's API, answering as a strict provider (fixtures.ts): accepting
 * returns an access code, and the fake's Pay completes
 * that payment in the sandbox before it tells the app `success`. Runs as the Playwright project
 * `paystack`; the build to serve comes from E2E_PAYSTACK_DIST_DIR, else dist-paystack/.
 *
 * Every test starts signed in as the buyer (API tokens, see fixtures.ts). The adapter's 10 s load
 * timer runs on Playwright's clock (`page.clock`), moved forward on purpose: no test waits real
 * seconds for it.
 */
import type { Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import type { Order } from '../../src/contract/escrow'
import { paymentBreakdown } from '../../src/features/orders/payment-breakdown'
import { PAYMENT_LOAD_FAILED } from '../../src/features/payments/payment-messages'
import { formatKobo } from '../../src/lib/money'
import { awaitingAnswer, markDocument } from '../support/e2e'
import { buyer, expect, expectNoAxeViolations, seller, test as base } from './fixtures'
import {
  checkoutFrame,
  fakePaystackCheckout,
  type FakeCheckout,
} from './paystack-fake/fake-checkout'
import { createOrderAs, walletKobo } from './support-wallet'

/** The adapter's load timer (PAYSTACK_LOAD_TIMEOUT_MS). */
const LOAD_TIMEOUT_MS = 10_000

const test = base.extend<{ checkout: FakeCheckout }>({
  // Automatic: no test may reach the real Paystack (or any other outside host).
  checkout: [
    async ({ context, sandboxApi }, use) => {
      const fake = await fakePaystackCheckout(context, sandboxApi)
      await use(fake)
      expect(fake.strayRequests, 'requests to hosts other than the sandbox').toEqual([])
    },
    { auto: true },
  ],
})

test.use({ signedInAs: buyer })

const statusBadge = (page: Page) => page.getByRole('main').locator('header [data-status]')
const pendingCard = (page: Page, publicId: string) =>
  page
    .getByRole('region', { name: 'Pending Escrows' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/orders/${publicId}"]`) })

/** Opens the order (the buyer is signed in); returns a check that no reload happened since. */
async function openOrder(page: Page, order: Order) {
  await page.goto(`/orders/${order.public_id}`)
  await expect(statusBadge(page)).toHaveText('Pending')
  return markDocument(page)
}

/** The buyer's button for this order: Accept until it is accepted, then Pay now. */
const payButton = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^(Accept|Pay now)$/ })

/**
 * Starts paying by card from `scope`: Accept (or Pay now, once accepted), then 'Pay by card' in
 * the choice the app offers when the wallet covers the total (`click` is how that last button is
 * pressed); returns the access code the sandbox answered with (accept's, or pay's).
 */
async function startCardPayment(
  page: Page,
  order: Order,
  scope: Page | Locator = page,
  click: 'click' | 'dblclick' = 'click',
) {
  // Read once per page (a card payment leaves the wallet as it is): fewer API sign-ins.
  const walletKoboNow = walletOf.get(page) ?? (await walletKobo(page, buyer))
  walletOf.set(page, walletKoboNow)
  const covers = walletKoboNow >= paymentBreakdown(order).totalPaidKobo
  const answered = page.waitForResponse(
    (response) =>
      /\/(accept|pay)$/.test(response.url()) && response.url().includes(`/${order.public_id}/`),
  )
  if (covers) {
    await payButton(scope).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Pay by card' })[click]()
  } else {
    await payButton(scope)[click]()
  }
  return v.parse(AccessCode, await (await answered).json()).access_code
}

const AccessCode = v.object({ access_code: v.string() })

/** The buyer's wallet balance, read once per page by startCardPayment. */
const walletOf = new WeakMap<Page, number>()

/** Waits for the checkout to show this transaction, then presses its `button`. */
async function inCheckout(page: Page, code: string, button: 'Pay' | 'Close') {
  const frame = checkoutFrame(page)
  await expect(frame.getByText(`Transaction ${code}`)).toBeVisible()
  await frame.getByRole('button', { name: button }).click()
}

test('a double click on Pay by card sends one accept request; paying shows the order active without a reload', async ({
  page,
  checkout,
  sandboxApi,
}) => {
  const order = await awaitingAnswer(page, buyer, 'seller')
  const sameDocument = await openOrder(page, order)
  await sandboxApi.clearRequests()

  const code = await startCardPayment(page, order, page, 'dblclick')
  await inCheckout(page, code, 'Pay')

  await expect(statusBadge(page)).toHaveText('Active')
  await expect(payButton(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect((await sandboxApi.payment(code)).status).toBe('completed')
  const accepts = (await sandboxApi.requests()).filter(
    (entry) => entry.method === 'GET' && entry.path === `/escrow/${order.public_id}/accept`,
  )
  expect(accepts).toHaveLength(1)
  // The finished checkout's iframes are removed.
  await expect(page.locator('iframe[id^="inline-"]')).toHaveCount(0)
  expect(checkout.popupRequests).toHaveLength(1)
  expect(await sameDocument()).toBe(true)
})

test('accepted, then the checkout closed twice: the buyer sees Pay now (also after a reload), and pays with the same access code well after the load timer', async ({
  page,
  checkout,
}) => {
  await page.clock.install()
  const order = await awaitingAnswer(page, buyer, 'seller')
  await openOrder(page, order)

  const codes: string[] = []
  for (const attempt of [1, 2]) {
    const code = await startCardPayment(page, order)
    codes.push(code)
    await inCheckout(page, code, 'Close')
    // Cancelled at once (the load timer cannot have fired: the clock stands still), nothing to
    // report; accepted, the order waits for the buyer's money: Pay now, no Accept.
    await expect(page.getByRole('button', { name: 'Pay now' }), `attempt ${attempt}`).toBeEnabled({
      timeout: 3_000,
    })
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Decline' })).toBeVisible()
    await expect(statusBadge(page)).toHaveText('Pending')
    await expect(page.getByRole('alert')).toHaveCount(0)
  }
  await page.reload()
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Payment breakdown' })).toContainText(
    'Total to pay',
  )
  const sameDocument = await markDocument(page)
  const code = await startCardPayment(page, order)
  codes.push(code)
  await expect(checkoutFrame(page).getByText(`Transaction ${code}`)).toBeVisible()
  // The customer takes their time: the timer only guards the checkout's loading.
  await page.clock.fastForward(LOAD_TIMEOUT_MS * 3)
  await inCheckout(page, code, 'Pay')

  await expect(statusBadge(page)).toHaveText('Active')
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(new Set(codes).size, 'one access code for every attempt').toBe(1)
  expect(checkout.popupRequests).toHaveLength(3)
  expect(await sameDocument()).toBe(true)
})

test('an unreachable checkout, then one that never shows the transaction, end with the load error; once it works, paying needs no reload', async ({
  page,
  checkout,
}) => {
  await page.clock.install()
  const order = await awaitingAnswer(page, buyer, 'seller')
  const sameDocument = await openOrder(page, order)

  checkout.reachable = false
  await startCardPayment(page, order)
  await expect.poll(() => checkout.popupRequests.length).toBe(1)
  await page.clock.fastForward(LOAD_TIMEOUT_MS)

  await expect(page.getByRole('alert')).toHaveText(PAYMENT_LOAD_FAILED)
  await expect(payButton(page)).toBeEnabled()
  await expect(statusBadge(page)).toHaveText('Pending')
  // The Paystack build's error state: a11y-states.spec.ts runs on the sandbox build only.
  await expectNoAxeViolations(page)

  // Loads, but never shows the transaction: the timer's cancelTransaction fires onCancel, and the
  // attempt still ends as a load error, not as cancelled.
  checkout.reachable = true
  checkout.stalled = true
  await startCardPayment(page, order)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(checkoutFrame(page).getByText('Waiting for a transaction')).toBeVisible()
  await page.clock.fastForward(LOAD_TIMEOUT_MS)

  await expect(page.getByRole('alert')).toHaveText(PAYMENT_LOAD_FAILED)
  await expect(page.locator('iframe[id^="inline-checkout-"]:visible')).toHaveCount(0)
  await expect(payButton(page)).toBeEnabled()

  checkout.stalled = false
  const code = await startCardPayment(page, order)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await inCheckout(page, code, 'Pay')

  await expect(statusBadge(page)).toHaveText('Active')
  // Each failed attempt's iframe was dropped: every attempt loaded the checkout afresh.
  expect(checkout.popupRequests).toHaveLength(3)
  expect(await sameDocument()).toBe(true)
})

test('on the dashboard: the load error shows on the card; then close, then pay, without a reload', async ({
  page,
  checkout,
}) => {
  await page.clock.install()
  const order = await awaitingAnswer(page, buyer, 'seller')
  await page.goto('/dashboard')
  const card = pendingCard(page, order.public_id)
  await expect(card).toBeVisible()
  const sameDocument = await markDocument(page)

  checkout.reachable = false
  await startCardPayment(page, order, card)
  await expect.poll(() => checkout.popupRequests.length).toBe(1)
  await page.clock.fastForward(LOAD_TIMEOUT_MS)
  await expect(card.getByRole('alert')).toHaveText(PAYMENT_LOAD_FAILED)
  await expect(payButton(card)).toBeEnabled()
  // The card's error state in the Paystack build (not reachable by a11y-states.spec.ts).
  await expectNoAxeViolations(page)

  checkout.reachable = true
  const first = await startCardPayment(page, order, card)
  await expect(card.getByRole('alert')).toHaveCount(0)
  await inCheckout(page, first, 'Close')
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeEnabled()

  const second = await startCardPayment(page, order, card)
  expect(second).toBe(first)
  await inCheckout(page, second, 'Pay')
  await expect(card).toHaveCount(0)
  expect(await sameDocument()).toBe(true)
})

test('the wallet covers the order: Accept offers it, and paying from the wallet makes the order active with no card', async ({
  page,
  checkout,
}) => {
  const sold = await createOrderAs(page.request, seller, 'seller', buyer, 'Desk lamp', '30000')
  const start = await walletKobo(page, buyer)
  await page.goto(`/orders/${sold.id}`)
  await expect(statusBadge(page)).toHaveText('Pending')
  await page.getByRole('button', { name: 'Accept' }).click()
  const choice = page.getByRole('dialog', { name: 'Accept and pay' })
  await choice
    .getByRole('button', { name: `Pay from wallet (${formatKobo(start)} available)` })
    .click()
  // Paying from the wallet needs the password (agreements spec §10).
  await choice.getByLabel('Password').fill(buyer.password)
  await choice.getByRole('button', { name: 'Pay ₦30,030.00 from wallet' }).click()
  await expect(statusBadge(page)).toHaveText('Active')
  await expect(page.getByRole('region', { name: 'Payment breakdown' })).toContainText('Total Paid')
  // ₦30,000 and the buyer's half of the ₦60 fee.
  expect(await walletKobo(page, buyer)).toBe(start - 3_003_000)
  expect(checkout.popupRequests).toHaveLength(0)
})

/** Opens 'Fund wallet' from the quick actions, types the amount and hands over to the card. */
async function fundByCard(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Quick actions' }).click()
  await page.getByRole('menuitem', { name: 'Fund wallet' }).click()
  const fund = page.getByRole('dialog', { name: 'Fund wallet' })
  await fund.getByLabel('Amount').fill(amount)
  const answered = page.waitForResponse((response) => response.url().endsWith('/wallet/fund'))
  await fund.getByRole('button', { name: 'Pay by card' }).click()
  const { access_code } = (await (await answered).json()) as { access_code: string }
  return { fund, code: access_code }
}

test('fund the wallet through Paystack: our dialog steps aside for the checkout and comes back with the new balance; a sign-out elsewhere meanwhile leaves /login clickable at once', async ({
  page,
  context,
}) => {
  const start = await walletKobo(page, buyer)
  await page.goto('/dashboard')
  const sameDocument = await markDocument(page)

  const first = await fundByCard(page, '50000')
  // Paystack's pop-up is on screen and our modal is not: its Pay button takes the click.
  await expect(first.fund).toHaveCount(0)
  await inCheckout(page, first.code, 'Pay')
  await expect(first.fund.getByText('Your wallet was funded with ₦50,000.00.')).toBeVisible()
  await expect(first.fund.getByText(formatKobo(start + 5_000_000))).toBeVisible()
  await first.fund.getByRole('button', { name: 'Done' }).click()
  expect(await walletKobo(page, buyer)).toBe(start + 5_000_000)
  expect(await sameDocument()).toBe(true)

  // Once more, and another tab signs out while the checkout is open. The clock stands still, so
  // the retired pop-up's iframes are still in the page when /login shows: they must not take clicks.
  await page.clock.install()
  const second = await fundByCard(page, '10000')
  await expect(checkoutFrame(page).getByText(`Transaction ${second.code}`)).toBeVisible()
  const other = await context.newPage()
  await other.goto('/dashboard')
  await other.getByRole('button', { name: `Account: ${buyer.fullName}` }).click()
  await other.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  const email = page.getByLabel('Email')
  const hit = await email.evaluate((input) => {
    const box = input.getBoundingClientRect()
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input
  })
  expect(hit, 'the Email field is what a click there reaches').toBe(true)
  await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none')
  await email.fill(buyer.email, { timeout: 1_000 })
  expect(await walletKobo(page, buyer), 'the abandoned checkout charged nothing').toBe(
    start + 5_000_000,
  )
})
