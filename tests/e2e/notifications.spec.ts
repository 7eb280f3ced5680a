/**
 * Lifecycle spec §5 and §7 end to end: the invite e-mail in the sandbox's mailbox page opens the
 * order signed out, the buyer signs in from it and accepts; the seller's open tab shows it in the
 * bell at its next poll (every 20 s, NOTIFICATIONS_POLL_MS; the page's clock skips ahead), and the
 * notification opens the order. Rules, links and read marks: tests/component/notifications/.
 */
import * as v from 'valibot'
import { CreateOrderResponse } from '../../src/contract/escrow'
import { inDays, pngUpload, tokenOf } from '../support/e2e'
import { buyer, expect, seller, test } from './fixtures'
import { openNewestMail } from './support-notifications'

test.use({ signedInAs: seller })

test('invite e-mail → the order signed out → the buyer signs in and accepts → the seller’s open bell shows it within the poll', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.clock.install()
  await page.goto('/dashboard')
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toHaveAccessibleName('Notifications')

  // The seller creates an order for the buyer (through the API: the wizard has its own specs).
  const created = await page.request.post('/api/v1/escrow/create', {
    headers: { Authorization: `Bearer ${await tokenOf(page.request, seller)}` },
    multipart: {
      name: 'Canon EOS 250D',
      price: '15000',
      description: 'Boxed, with charger',
      delivery_date: inDays(3),
      receiver_email: buyer.email,
      receiver_phone: '08031234567',
      role: 'seller',
      images: pngUpload('camera.png'),
    },
  })
  expect(created.status()).toBe(201)
  const id = v.parse(CreateOrderResponse, await created.json()).data.public_id ?? ''

  // The buyer, elsewhere and signed out, reads the invite in the mailbox and follows its link.
  const elsewhere = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  })
  const buyerPage = await elsewhere.newPage()
  const invite = await openNewestMail(buyerPage, buyer.email, /invited you to an escrow order/)
  await expect(invite).toContainText('Canon EOS 250D')
  await invite.getByRole('link', { name: new RegExp(`/orders/${id}$`) }).click()
  await expect(buyerPage).toHaveURL(new RegExp(`/orders/${id}$`))
  await expect(buyerPage.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible()
  // Signed out (the limited view, spec §2): contacts masked, no progress, Accept and Decline
  // lead to sign-in and back (this journey took over order-detail.spec.ts's signed-out deep link).
  const parties = buyerPage.getByRole('region', { name: 'Parties' })
  await expect(parties).toContainText(seller.fullName)
  await expect(parties).toContainText('ad***@escrow.test')
  await expect(parties).not.toContainText(buyer.email)
  await expect(buyerPage.getByRole('list', { name: 'Order progress' })).toHaveCount(0)
  const returnHere = `/login?redirect=${encodeURIComponent(`/orders/${id}`)}`
  await expect(buyerPage.getByRole('link', { name: 'Accept' })).toHaveAttribute('href', returnHere)
  await expect(buyerPage.getByRole('link', { name: 'Decline' })).toHaveAttribute('href', returnHere)
  await buyerPage.getByRole('link', { name: 'Sign in to track this order' }).click()
  await expect(buyerPage).toHaveURL(returnHere)
  await buyerPage.getByLabel('Email', { exact: true }).fill(buyer.email)
  await buyerPage.getByLabel('Password', { exact: true }).fill(buyer.password)
  await buyerPage.getByRole('button', { name: 'Sign in', exact: true }).click()
  await buyerPage.waitForURL(`**/orders/${id}`)
  await expect(parties).toContainText(buyer.email)

  await buyerPage.getByRole('button', { name: 'Accept' }).click()
  // The seed's wallet covers the total: accepting is paying, and the buyer chooses how.
  await buyerPage
    .getByRole('dialog', { name: 'Accept and pay' })
    .getByRole('button', { name: 'Pay by card' })
    .click()
  const checkout = buyerPage.getByRole('dialog', { name: 'Pay with card' })
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await expect(checkout).toBeHidden()
  await elsewhere.close()
  await expect(bell).toHaveAccessibleName('Notifications')

  // The seller's tab, open all along: nothing until its next poll, then the accept and the payment.
  await page.clock.fastForward('00:21')
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')
  await bell.click()
  const menu = page.getByRole('menu', { name: 'Notifications' })
  await expect(menu.getByRole('menuitem').first()).toContainText('Payment received in escrow')
  await menu.getByRole('menuitem', { name: /Order accepted/ }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`))
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
})
