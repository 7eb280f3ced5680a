import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { AcceptResponse, Order, OrdersByStatus, PendingOrders } from '../../src/contract/escrow'
import { buyerTotalKobo, sellerPayoutKobo } from '../../src/contract/money'
import { formatKobo, formatNaira, toKobo } from '../../src/lib/money'
import {
  buyer,
  expect,
  expectNoAxeViolations,
  seller,
  signIn,
  test,
  type DemoAccount,
  type SandboxApi,
} from './fixtures'
import { apiAs, awaitingAnswer, countRequests, markDocument } from '../support/e2e'

async function ordersOf(page: Page, account: DemoAccount) {
  return apiAs(page, account, 'escrow/all', OrdersByStatus)
}

function isFutureDay(day: string | null | undefined): boolean {
  return Boolean(day) && new Date(`${day}T23:59:59`).getTime() > Date.now()
}

/** The status badge in the order's header. */
const statusBadge = (page: Page) => page.getByRole('main').locator('header [data-status]')
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')

/** The next `times` GETs of this order answer `status` with `body` (the sandbox's failure control). */
async function failOrderFetch(
  sandboxApi: SandboxApi,
  publicId: string,
  failure: { status: number; body: unknown; times: number },
) {
  await sandboxApi.fail({ method: 'GET', path: `/api/v1/escrow/${publicId}`, ...failure })
}

async function openOrder(page: Page, order: Pick<Order, 'public_id'>) {
  await page.goto(`/orders/${order.public_id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.public_id}` }),
  ).toBeVisible()
}

test('a signed-out deep link shows a limited view, and signing in comes back to the order', async ({
  page,
}) => {
  const pending = await apiAs(page, buyer, 'escrow/pending', PendingOrders)
  const order = pending.find((candidate) => candidate.initiator?.email === seller.email)!
  await openOrder(page, order)

  // The sandbox hides part of the contacts from signed-out viewers; the page shows what comes.
  const parties = page.getByRole('region', { name: 'Parties' })
  await expect(parties).toContainText(seller.fullName)
  await expect(parties).toContainText('ad***@escrow.test')
  await expect(parties).not.toContainText(seller.email)
  await expect(parties).toContainText('*****')
  await expect(page.getByRole('list', { name: 'Order progress' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  const returnHere = `/login?redirect=${encodeURIComponent(`/orders/${order.public_id}`)}`
  await expect(page.getByRole('link', { name: 'Accept' })).toHaveAttribute('href', returnHere)
  await expect(page.getByRole('link', { name: 'Decline' })).toHaveAttribute('href', returnHere)
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Sign in to track this order' }).click()
  await expect(page).toHaveURL(returnHere)
  await page.getByLabel('Email', { exact: true }).fill(buyer.email)
  await page.getByLabel('Password', { exact: true }).fill(buyer.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await page.waitForURL(`**/orders/${order.public_id}`)
  await expect(currentStep(page)).toContainText('Order pending')
  await expect(parties).toContainText(seller.email)
  await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled()
})

test('the buyer accepts, pays in the sandbox checkout and the order becomes active everywhere', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, buyer)
  const order = await awaitingAnswer(page, buyer, 'seller')
  await openOrder(page, order)
  const sameDocument = await markDocument(page)

  const accepted = page.waitForResponse((response) =>
    response.url().endsWith(`/escrow/${order.public_id}/accept`),
  )
  await page.getByRole('button', { name: 'Accept' }).click()
  const { access_code } = v.parse(AcceptResponse, await (await accepted).json())
  const payment = await sandboxApi.payment(access_code!)

  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await expect(checkout).toContainText(formatNaira(payment.amount))
  // The header's 'Total amount' is what the checkout charges: price + the buyer's half of the fee.
  await expect(page.locator('header').filter({ hasText: 'Total amount' })).toContainText(
    `Total amount${formatNaira(payment.amount)}`,
  )
  await expect(checkout).toContainText(buyer.email)
  await expect(checkout.getByRole('textbox', { name: 'Card number' })).not.toHaveValue('')
  // Behind the modal (hidden from assistive technology while it is open), and disabled.
  await expect(page.getByRole('button', { name: 'Accept', includeHidden: true })).toBeDisabled()
  await expectNoAxeViolations(page)

  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout).toBeHidden()
  await expect(statusBadge(page)).toHaveText('Active')
  await expect(currentStep(page)).toContainText('Payment in escrow')
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  expect((await sandboxApi.payment(access_code!)).status).toBe('completed')

  // The list agrees without a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  await page.getByRole('tab', { name: 'Active' }).click()
  await expect(page.getByRole('link', { name: `View order ${order.public_id}` })).toBeVisible()
  expect(await sameDocument()).toBe(true)
})

test('a cancelled payment changes nothing, and the order is checked again', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, buyer)
  const order = await awaitingAnswer(page, buyer, 'seller')
  await openOrder(page, order)

  await page.getByRole('button', { name: 'Accept' }).click()
  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await expect(checkout).toBeVisible()
  await sandboxApi.clearRequests()
  await checkout.getByRole('button', { name: 'Cancel' }).click()

  await expect(checkout).toBeHidden()
  await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled()
  await expect(statusBadge(page)).toHaveText('Pending')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect
    .poll(() => countRequests(sandboxApi, 'GET', `/escrow/${order.public_id}`))
    .toBeGreaterThan(0)

  // Escape closes the checkout the same way.
  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(checkout).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(checkout).toBeHidden()
  await expect(statusBadge(page)).toHaveText('Pending')
  await expect(page.getByRole('button', { name: 'Accept' })).toBeFocused()
})

test('the seller accepts a paid buyer order without any payment step', async ({ page }) => {
  await signIn(page, seller)
  const order = await awaitingAnswer(page, seller, 'buyer')
  await openOrder(page, order)

  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(statusBadge(page)).toHaveText('Active')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(currentStep(page)).toContainText('Payment in escrow')
})

test('declining cancels the order, and a double click declines once', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
  const order = await awaitingAnswer(page, seller, 'seller')
  await openOrder(page, order)
  await sandboxApi.config({ latency_ms: 300 })

  await page.getByRole('button', { name: 'Decline' }).dblclick()
  await expect(statusBadge(page)).toHaveText('Cancelled')
  await expect(currentStep(page)).toContainText('Order cancelled')
  expect(await countRequests(sandboxApi, 'GET', `/escrow/${order.public_id}/cancel`)).toBe(1)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test("a refused accept shows the server's reason on the page", async ({ page }) => {
  await signIn(page, seller)
  const { pending } = await ordersOf(page, seller)
  const own = pending.find((order) => order.initiator?.email === seller.email)!
  await openOrder(page, own)

  await page.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByRole('alert')).toHaveText('Only the receiver of this order can accept it')
  await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled()
  await expectNoAxeViolations(page)
})

test('Raise Dispute waits for the delivery date, then links to the disputes page', async ({
  page,
}) => {
  await signIn(page, seller)
  const { active } = await ordersOf(page, seller)
  const early = active.find((order) => isFutureDay(order.expected_delivery_date))!
  const due = active.find((order) => !isFutureDay(order.expected_delivery_date))!

  await openOrder(page, early)
  const button = page.getByRole('button', { name: 'Raise Dispute' })
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(button).toHaveAccessibleDescription(
    'Disputes can only be raised after the delivery date.',
  )
  await expectNoAxeViolations(page)

  await openOrder(page, due)
  await expect(page.getByRole('link', { name: 'Raise Dispute' })).toHaveAttribute(
    'href',
    `/disputes?raise=${due.public_id}`,
  )
})

test('an unknown order says "Escrow not found", and Go Back returns to the list', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
  const [order] = (await ordersOf(page, seller)).completed
  await page.goto('/orders?status=completed')
  // Fails both the hover preload and the navigation's own load.
  await failOrderFetch(sandboxApi, order!.public_id, {
    status: 404,
    body: { detail: 'Escrow not found' },
    times: 2,
  })
  await page.getByRole('link', { name: `View order ${order!.public_id}` }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Escrow not found')
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expectNoAxeViolations(page)

  await alert.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/orders\?status=completed$/)
  await expect(page.getByRole('table', { name: 'Orders', exact: true })).toBeVisible()
})

test('Go Back from an order opened directly falls back to the orders list', async ({ page }) => {
  await signIn(page, seller)
  await page.goto('/orders/NOPE0000')
  await expect(page.getByRole('alert')).toContainText('Escrow not found')
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page).toHaveURL(/\/orders$/)
})

test('a server failure shows its detail, and Try Again loads the order', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
  const [order] = (await ordersOf(page, seller)).completed
  await failOrderFetch(sandboxApi, order!.public_id, {
    status: 503,
    body: { detail: 'The escrow service is resting' },
    times: 3,
  })
  await page.goto(`/orders/${order!.public_id}`)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('The escrow service is resting', { timeout: 10_000 })
  await expectNoAxeViolations(page)

  await alert.getByRole('button', { name: 'Try Again' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order!.public_id}` }),
  ).toBeVisible()
})

test('a malformed answer is an error view, not a crash', async ({ page, sandboxApi }) => {
  const [order] = (await ordersOf(page, seller)).completed
  await failOrderFetch(sandboxApi, order!.public_id, {
    status: 200,
    body: { raw: '{"public_id": "' },
    times: 1,
  })
  await page.goto(`/orders/${order!.public_id}`)
  await expect(page.getByRole('alert')).toContainText('Failed to load order details')

  await failOrderFetch(sandboxApi, order!.public_id, {
    status: 200,
    body: { public_id: order!.public_id, status: 'active' },
    times: 1,
  })
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('alert')).toContainText('Failed to load order details')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order!.public_id}` }),
  ).toBeVisible()
})

test('an empty order id says "No order ID provided"', async ({ page }) => {
  await page.goto('/orders/%20')
  await expect(page.getByRole('alert')).toContainText('No order ID provided')
})

test('Download Receipt prints a receipt, and only the receipt', async ({ page }) => {
  await signIn(page, seller)
  const [order] = (await ordersOf(page, seller)).completed
  await openOrder(page, order!)
  const receipt = page.getByRole('region', { name: 'Receipt' })
  await expect(receipt).toBeHidden()

  await page.evaluate(() => {
    window.print = () => Object.assign(window, { __printed: true })
  })
  await page.getByRole('button', { name: 'Download Receipt' }).click()
  expect(await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed)).toBe(
    true,
  )

  await page.emulateMedia({ media: 'print' })
  await expect(receipt).toBeVisible()
  await expect(receipt.getByRole('heading', { name: 'Escrow receipt' })).toBeVisible()
  await expect(receipt).toContainText(order!.public_id)
  // The money that moves: the buyer pays price + half the fee, the seller gets price − half.
  const priceKobo = toKobo(order!.item_price)
  const feeKobo = toKobo(order!.fee_amount)
  const totalPaid = formatKobo(buyerTotalKobo(priceKobo, feeKobo))
  await expect(receipt).toContainText(`Total Paid${totalPaid}`)
  await expect(receipt).toContainText(
    `Amount to Seller${formatKobo(sellerPayoutKobo(priceKobo, feeKobo))}`,
  )
  await expect(page.locator('header').filter({ hasText: 'Total amount' })).toContainText(
    `Total amount${totalPaid}`,
  )
  await expect(receipt).toContainText(order!.item_name)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Download Receipt' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(receipt).toBeHidden()
})
