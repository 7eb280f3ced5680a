/**
 * The order page end to end: the buyer's accept (its checkout cancelled: the order then asks for
 * Pay now) and the payment in the sandbox checkout, and the printed receipt. The page's other states and rules (error views, decline,
 * refused accept, Raise Dispute's date, the double-click guard) are component tests:
 * tests/component/orders/OrderDetail.test.tsx and OrderRoute.test.tsx. The signed-out invite link
 * that leads through the sign-in form back to the order: tests/e2e/notifications.spec.ts (from
 * the invite e-mail).
 */
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { User } from '../../src/contract/auth'
import { AcceptResponse, Order, OrdersByStatus, PayByCardResponse } from '../../src/contract/escrow'
import { buyerTotalKobo, sellerPayoutKobo } from '../../src/contract/money'
import { formatKobo, formatNaira, toKobo } from '../../src/lib/money'
import { buyer, expect, seller, test } from './fixtures'
import { apiAs, awaitingAnswer, countRequests, markDocument } from '../support/e2e'

/** The status badge in the order's header. */
const statusBadge = (page: Page) => page.getByRole('main').locator('header [data-status]')
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')

async function openOrder(page: Page, order: Pick<Order, 'public_id'>) {
  await page.goto(`/orders/${order.public_id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.public_id}` }),
  ).toBeVisible()
}

test.describe('the buyer', () => {
  test.use({ signedInAs: buyer })

  test('accepts and cancels the checkout, then pays with Pay now in the sandbox checkout, and the order is active everywhere', async ({
    page,
    sandboxApi,
  }) => {
    const order = await awaitingAnswer(page, buyer, 'seller')
    await openOrder(page, order)
    const checkout = page.getByRole('dialog', { name: 'Pay with card' })
    const payNow = page.getByRole('button', { name: 'Pay now' })

    // Its total is beyond the buyer's wallet, so Accept opens the card checkout at once (the
    // choice of wallet or card is tests/e2e/lifecycle.spec.ts's and the component tests').
    const { wallet_balance } = await apiAs(page, buyer, 'auth/me', User)
    expect(toKobo(wallet_balance)).toBeLessThan(
      buyerTotalKobo(toKobo(order.item_price), toKobo(order.fee_amount)),
    )
    const accepted = page.waitForResponse((response) =>
      response.url().endsWith(`/escrow/${order.public_id}/accept`),
    )
    await page.getByRole('button', { name: 'Accept' }).click()
    const { access_code: acceptCode } = v.parse(AcceptResponse, await (await accepted).json())
    await expect(checkout).toBeVisible()
    await sandboxApi.clearRequests()
    // Escape closes the checkout as a cancelled payment: the order is accepted and waits for the
    // buyer's money (lifecycle spec §2): Pay now and Decline where Accept was, also after a reload.
    await page.keyboard.press('Escape')
    await expect(checkout).toBeHidden()
    await expect(payNow).toBeEnabled()
    await expect(payNow).toBeFocused()
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    await expect(statusBadge(page)).toHaveText('Pending')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect
      .poll(() => countRequests(sandboxApi, 'GET', `/escrow/${order.public_id}`))
      .toBeGreaterThan(0)
    await page.reload()
    await expect(payNow).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Decline' })).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0)
    const sameDocument = await markDocument(page)

    const paying = page.waitForResponse((response) =>
      response.url().endsWith(`/escrow/${order.public_id}/pay`),
    )
    await payNow.click()
    const { access_code } = v.parse(PayByCardResponse, await (await paying).json())
    // The same payment the accept opened.
    expect(access_code).toBe(acceptCode)
    const payment = await sandboxApi.payment(access_code)

    await expect(checkout).toContainText(formatNaira(payment.amount))
    // The header's 'Total amount' is what the checkout charges: price + the buyer's half of the fee.
    await expect(page.locator('header').filter({ hasText: 'Total amount' })).toContainText(
      `Total amount${formatNaira(payment.amount)}`,
    )
    await expect(checkout).toContainText(buyer.email)
    await expect(checkout.getByRole('textbox', { name: 'Card number' })).not.toHaveValue('')
    // Behind the modal (hidden from assistive technology while it is open), and disabled.
    await expect(page.getByRole('button', { name: 'Pay now', includeHidden: true })).toBeDisabled()

    await checkout.getByRole('button', { name: 'Pay' }).click()
    await expect(checkout).toBeHidden()
    await expect(statusBadge(page)).toHaveText('Active')
    await expect(currentStep(page)).toContainText('Payment in escrow')
    await expect(payNow).toHaveCount(0)
    expect((await sandboxApi.payment(access_code)).status).toBe('completed')

    // The list agrees without a reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Orders' })
      .click()
    await page.getByRole('tab', { name: 'Active' }).click()
    await expect(page.getByRole('link', { name: `View order ${order.public_id}` })).toBeVisible()
    expect(await sameDocument()).toBe(true)
  })
})

test.describe('the seller', () => {
  test.use({ signedInAs: seller })

  test('Download Receipt prints a receipt, and only the receipt', async ({ page }) => {
    const [order] = (await apiAs(page, seller, 'escrow/all', OrdersByStatus)).completed
    await openOrder(page, order!)
    const receipt = page.getByRole('region', { name: 'Receipt' })
    await expect(receipt).toBeHidden()

    await page.evaluate(() => {
      window.print = () => Object.assign(window, { __printed: true })
    })
    await page.getByRole('button', { name: 'Download Receipt' }).click()
    expect(
      await page.evaluate(() => (window as unknown as { __printed?: boolean }).__printed),
    ).toBe(true)

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
})
