/**
 * The whole escrow end to end (issue 22, lifecycle spec §2), in the app against the sandbox: a
 * seller's order paid, marked delivered and released, with the seller's wallet and transactions;
 * a buyer's order whose pop-up was closed at creation, paid later from the order page; a seller's
 * order the buyer accepts paying from the wallet; and the automatic release once the sandbox
 * clock passes the inspection period. The dialogs' rules and
 * errors are component tests (tests/component/orders/OrderLifecycle.test.tsx); these are journeys,
 * with the counterpart's steps through the API where the browser adds nothing.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { User } from '../../src/contract/auth'
import { CreateOrderResponse, Order, OrdersByStatus } from '../../src/contract/escrow'
import {
  buyer,
  expect,
  expectNoAxeViolations,
  seller,
  signInByApi,
  test,
  type DemoAccount,
} from './fixtures'
import { apiAs, inDays, pngUpload, tokenOf } from '../support/e2e'

/** Creates an order as `account` through the API (the wizard has its own spec). */
async function createOrder(
  request: APIRequestContext,
  account: DemoAccount,
  role: 'seller' | 'buyer',
  counterpart: DemoAccount,
) {
  const token = await tokenOf(request, account)
  const response = await request.post('/api/v1/escrow/create', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: role === 'seller' ? 'Hisense 43-inch TV' : 'Yamaha keyboard',
      price: '20000',
      description: 'Boxed, with the receipt',
      delivery_date: inDays(3),
      receiver_email: counterpart.email,
      receiver_phone: '08031234567',
      role,
      ...(role === 'seller' ? { logistic_service: 'gig', images: pngUpload('tv.png') } : {}),
    },
  })
  expect(response.ok(), 'POST /escrow/create').toBe(true)
  const { data } = v.parse(CreateOrderResponse, await response.json())
  const id =
    data.public_id ??
    (await apiAs({ request } as Page, account, 'escrow/all', OrdersByStatus)).pending.find(
      (order) => order.item_name === 'Yamaha keyboard',
    )?.public_id
  if (!id) throw new Error('the new order has no public_id')
  return { id, accessCode: data.access_code ?? null }
}

async function walletKobo(page: Page, account: DemoAccount): Promise<number> {
  const user = await apiAs(page, account, 'auth/me', User)
  return Math.round(Number(user.wallet_balance) * 100)
}

const item = (page: Page, name: string) => page.getByRole('region', { name })

/** Waits for a dialog's opening animation to end (axe measures colours as drawn). */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}

test.describe('a seller', () => {
  test.use({ signedInAs: seller })

  test('order → buyer pays → Mark as delivered → buyer releases → the seller is paid', async ({
    page,
    browser,
    baseURL,
    sandboxApi,
  }) => {
    const { id } = await createOrder(page.request, seller, 'seller', buyer)
    // The buyer accepts and pays by card elsewhere (the accept-and-pay journey has its own spec).
    const buyerToken = await tokenOf(page.request, buyer)
    const accepted = await page.request.get(`/api/v1/escrow/${id}/accept`, {
      headers: { Authorization: `Bearer ${buyerToken}` },
    })
    const { access_code } = (await accepted.json()) as { access_code: string }
    await sandboxApi.completePayment(access_code)
    const before = await walletKobo(page, seller)

    await page.goto(`/orders/${id}`)
    const tv = item(page, 'Hisense 43-inch TV')
    await expect(tv.getByText('GIG')).toBeVisible()
    await expect(tv.getByRole('img', { name: 'Hisense 43-inch TV, photo 1 of 1' })).toBeVisible()
    await tv.getByRole('button', { name: 'Mark as delivered' }).click()
    const deliver = page.getByRole('dialog', { name: 'Mark as delivered' })
    await settled(deliver)
    await expectNoAxeViolations(page)
    await deliver.getByLabel('Tracking number').fill('GIG-4471')
    await deliver.getByLabel('Delivery note').fill('Handed to GIG at Yaba')
    await deliver.getByRole('button', { name: 'Confirm delivery' }).click()
    await expect(deliver).toBeHidden()
    await expect(tv.getByText(/^Inspection period ends /)).toBeVisible()
    await expect(tv.getByText('GIG-4471')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').nth(3),
    ).toHaveAttribute('aria-current', 'step')

    // The buyer, in a window of their own, sees the time left and releases the funds.
    const buyerContext = await browser.newContext({ baseURL })
    const buyerPage = await buyerContext.newPage()
    await signInByApi(buyerPage, buyer)
    await buyerPage.goto(`/orders/${id}`)
    const theirs = item(buyerPage, 'Hisense 43-inch TV')
    await expect(theirs.getByText(/left to release the funds/)).toBeVisible()
    await theirs.getByRole('button', { name: 'Release funds' }).click()
    const release = buyerPage.getByRole('dialog', { name: 'Release funds' })
    // ₦20,000 less the seller's half of the ₦40 fee.
    await expect(release).toContainText('Adaeze Okafor receives ₦19,980.00')
    await settled(release)
    await expectNoAxeViolations(buyerPage)
    // Money leaves escrow only with the password (agreements spec §10).
    await release.getByLabel('Password').fill(buyer.password)
    await release.getByRole('button', { name: 'Release ₦20,000.00' }).click()
    await expect(release).toBeHidden()
    await expect(buyerPage.getByRole('heading', { level: 1 }).locator('..')).toContainText(
      'Completed',
    )
    await buyerContext.close()

    // The seller's wallet and transactions agree: + price − seller's half of the fee.
    expect((await walletKobo(page, seller)) - before).toBe(1_998_000)
    await page.goto('/transactions')
    await expect(page.getByText(`Escrow release`).first()).toBeVisible()
    await page.goto(`/orders/${id}`)
    await expect(page.getByRole('list', { name: 'Order dates' })).toContainText('Funds released')
  })
})

test.describe('a buyer', () => {
  test.use({ signedInAs: buyer })

  test('closes the pop-up at creation, then pays later from the order page', async ({
    page,
    sandboxApi,
  }) => {
    const { id, accessCode } = await createOrder(page.request, buyer, 'buyer', seller)
    expect(accessCode).not.toBeNull()
    // The pop-up was closed: nothing paid.
    await page.goto(`/orders/${id}`)
    const payment = page.getByRole('region', { name: 'Payment breakdown' })
    await expect(payment.getByText('Total to pay')).toBeVisible()
    await page.getByRole('button', { name: 'Pay now' }).click()
    const choice = page.getByRole('dialog', { name: 'Pay now' })
    const byCard = choice.getByRole('button', { name: 'Pay by card' })
    // The seed's wallet covers ₦20,020.00: the buyer chooses; here, the card.
    await expect(
      choice.getByRole('button', { name: /^Pay from wallet \(₦[\d,.]+ available\)$/ }),
    ).toBeVisible()
    await settled(choice)
    await expectNoAxeViolations(page)
    await byCard.click()
    const checkout = page.getByRole('dialog', { name: 'Pay with card' })
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(checkout).toBeHidden()
    await expect(payment.getByText('Total Paid')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Withdraw order' })).toBeVisible()
    expect(await sandboxApi.payment(accessCode ?? '')).toBeTruthy()
  })

  test("accepts a seller's order choosing the wallet: the order is active, the wallet pays price + half the fee", async ({
    page,
  }) => {
    const { id } = await createOrder(page.request, seller, 'seller', buyer)
    const before = await walletKobo(page, buyer)
    await page.goto(`/orders/${id}`)
    await page.getByRole('button', { name: 'Accept' }).click()
    // The seed's wallet covers ₦20,020.00: accepting is paying, and the buyer chooses how.
    const choice = page.getByRole('dialog', { name: 'Accept and pay' })
    await choice.getByRole('button', { name: /^Pay from wallet \(₦[\d,.]+ available\)$/ }).click()
    // Paying from the wallet needs the password (agreements spec §10).
    await choice.getByLabel('Password').fill(buyer.password)
    await choice.getByRole('button', { name: 'Pay ₦20,020.00 from wallet' }).click()
    await expect(choice).toBeHidden()
    await expect(page.getByRole('main').locator('header [data-status]')).toHaveText('Active')
    await expect(page.getByRole('button', { name: 'Release funds' })).toBeVisible()
    expect(before - (await walletKobo(page, buyer))).toBe(2_002_000)
  })

  test('a delivered order is released automatically when the clock passes the inspection period', async ({
    page,
  }) => {
    const grouped = await apiAs(page, buyer, 'escrow/all', OrdersByStatus)
    const delivered = grouped.active.find(
      (order) => order.status === 'active' && order.delivered_at && order.inspection_ends_at,
    )
    if (!delivered) throw new Error('the seed has no delivered order for the buyer')
    await page.goto(`/orders/${delivered.public_id}`)
    const region = item(page, delivered.item_name)
    await expect(region.getByText(/^Inspection period ends /)).toBeVisible()
    await expect(region.getByRole('button', { name: 'Release funds' })).toBeVisible()

    const moved = await page.request.post('/api/v1/__sandbox/clock', {
      data: { advance_seconds: 3 * 24 * 60 * 60 },
    })
    expect(moved.ok(), 'POST /__sandbox/clock').toBe(true)
    await page.reload()
    await expect(page.getByRole('list', { name: 'Order dates' })).toContainText(
      'Funds released automatically',
    )
    await expect(region.getByRole('button', { name: 'Release funds' })).toBeHidden()
    const after = await apiAs(page, buyer, `escrow/${delivered.public_id}`, Order)
    expect(after.status).toBe('completed')
  })
})
