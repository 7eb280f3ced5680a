/**
 * The create-order wizard end to end: a seller's order and a buyer's order with images (the buyer's
 * paid in the sandbox checkout after a cancelled first attempt), and a draft that survives a reload
 * and a forced sign-in. The wizard's rules and error cases (validation, 422/500, a double-click on
 * Confirm, a checkout that fails to open, the draft per role and user) are component tests in
 * tests/component/wizard/; the keyboard-only flow is in keyboard-only.spec.ts.
 */
import type { Page } from '@playwright/test'
import { buyer, expect, seller, test, type SandboxApi } from './fixtures'
import { inDays, pngUpload } from '../support/e2e'

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const congratulations = (page: Page) =>
  page.getByRole('heading', { name: 'Congratulations on creating your first order!' })

async function createRequests(sandboxApi: SandboxApi) {
  return (await sandboxApi.requests()).filter(
    (entry) => entry.method === 'POST' && entry.path === '/escrow/create',
  )
}

async function openWizard(page: Page, role: 'seller' | 'buyer') {
  await page.goto(`/escrow/new?role=${role}`)
  await expect(stepHeading(page, 'Order details')).toBeVisible()
}

async function fillDetails(page: Page, role: 'seller' | 'buyer') {
  const counterpart = role === 'seller' ? 'Buyer' : 'Seller'
  await page
    .getByLabel(role === 'seller' ? 'What are you selling?' : 'What are you buying?')
    .fill('Tecno Camon 20')
  await page.getByLabel(`${counterpart}'s e-mail`).fill('chidi@escrow.test')
  await page.getByLabel(`${counterpart}'s phone number`).fill('0803 123 4567')
  await page.getByLabel(role === 'seller' ? 'Delivery note' : 'Order description').fill('Boxed')
  // The preview is an object URL (the policy's img-src blob:).
  await page.getByTestId('image-uploader-input').setInputFiles([pngUpload('phone.png')])
  await expect(page.getByRole('img', { name: 'phone.png' })).toBeVisible()
}

async function fillToReview(page: Page, role: 'seller' | 'buyer') {
  await fillDetails(page, role)
  await next(page).click()
  await expect(stepHeading(page, 'Amount')).toBeFocused()
  await page.getByRole('button', { name: '₦15,213.00' }).click()
  await next(page).click()
  await expect(stepHeading(page, 'Delivery')).toBeVisible()
  await page.getByLabel('Delivery date').fill(inDays(3))
  if (role === 'seller') await page.getByLabel('Logistics service (optional)').selectOption('gig')
  await next(page).click()
  await expect(stepHeading(page, 'Review order')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Order details' }).getByRole('img', { name: 'phone.png' }),
  ).toBeVisible()
}

/** The wizard drafts saved in this browser (IndexedDB 'escrow-drafts'): price and step of each. */
function savedDrafts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ price: unknown; step: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open('escrow-drafts')
        open.onerror = () => {
          reject(new Error(String(open.error)))
        }
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('drafts')) {
            db.close()
            resolve([])
            return
          }
          const all = db.transaction('drafts').objectStore('drafts').getAll()
          all.onerror = () => {
            reject(new Error(String(all.error)))
          }
          all.onsuccess = () => {
            db.close()
            const records = all.result as { value?: { price?: unknown; step?: unknown } }[]
            resolve(
              records
                .filter((record) => record.value?.price !== undefined)
                .map((record) => ({ price: record.value?.price, step: record.value?.step })),
            )
          }
        }
      }),
  )
}

test.describe('a seller', () => {
  test.use({ signedInAs: seller })

  test('creates an order with an image: review, Confirm, the congratulation screen and the new order', async ({
    page,
    sandboxApi,
  }) => {
    await openWizard(page, 'seller')
    await fillToReview(page, 'seller')
    await expect(page.getByRole('region', { name: 'Amount' })).toContainText('₦15,197.79')
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('GIG')

    await sandboxApi.clearRequests()
    const started = Date.now()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(congratulations(page)).toBeVisible()
    console.log(
      `Confirm → congratulation screen (seller, sandbox, 1 image): ${String(Date.now() - started)} ms`,
    )
    await expect(page.getByText('An invite link has been sent to chidi@escrow.test')).toBeVisible()
    expect(await createRequests(sandboxApi)).toHaveLength(1)
    const orderPath = await page
      .getByRole('link', { name: 'View order details' })
      .getAttribute('href')

    // Browser Back: the order is sent and its draft went with it, so a fresh wizard shows its
    // first step, and the URL says so (not step=3 under the congratulation).
    await page.goBack()
    await expect(stepHeading(page, 'Order details')).toBeVisible()
    await expect(congratulations(page)).toHaveCount(0)
    await expect(page.getByLabel('What are you selling?')).toHaveValue('')
    await expect(page).toHaveURL(/\/escrow\/new\?role=seller&step=1$/)
    expect(await createRequests(sandboxApi)).toHaveLength(1)

    await page.goto(orderPath ?? '/orders')
    await page.waitForURL((url) => url.pathname.startsWith('/orders/ESC-'))
    await expect(page.getByRole('main')).toContainText('Tecno Camon 20')
    await expect(page.getByRole('main')).toContainText('₦15,213.00')
  })

  test('keeps the draft, images included, through a reload and a forced sign-out and sign-in', async ({
    page,
    sandboxApi,
  }) => {
    await openWizard(page, 'seller')
    await fillDetails(page, 'seller')
    await next(page).click()
    await page.getByLabel('How much are you charging?').fill('12.34')
    await expect(page.getByRole('main')).toContainText('₦12.33')
    await expect.poll(() => savedDrafts(page)).toContainEqual({ price: '12.34', step: 2 })

    await page.reload()
    await expect(stepHeading(page, 'Amount')).toBeVisible()
    await expect(page.getByLabel('How much are you charging?')).toHaveValue('12.34')

    // The session ends under the user's feet: the refresh is refused, the app signs out.
    await page.waitForFunction(() => window.__escrowSandbox !== undefined)
    await sandboxApi.expireTokens()
    await sandboxApi.fail({
      method: 'POST',
      path: '/auth/refresh',
      status: 401,
      body: { detail: 'Invalid refresh token' },
    })
    await page.evaluate(() => window.__escrowSandbox?.get('auth/me').catch(() => null))
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel('Email', { exact: true }).fill(seller.email)
    await page.getByLabel('Password', { exact: true }).fill(seller.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/escrow/new')
    await expect(stepHeading(page, 'Amount')).toBeVisible()
    await expect(page.getByLabel('How much are you charging?')).toHaveValue('12.34')
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('What are you selling?')).toHaveValue('Tecno Camon 20')
    await expect(page.getByRole('img', { name: 'phone.png' })).toBeVisible()

    // The other role starts from an empty draft.
    await page.goto('/escrow/new?role=buyer')
    await expect(page.getByLabel('What are you buying?')).toHaveValue('')
  })
})

test.describe('a buyer', () => {
  test.use({ signedInAs: buyer })

  test("creates an order with an image, cancels the checkout, and pays with 'Pay now'", async ({
    page,
    sandboxApi,
  }) => {
    await openWizard(page, 'buyer')
    await fillToReview(page, 'buyer')
    await expect(page.getByRole('region', { name: 'Amount' })).toContainText('₦15,228.22')
    await sandboxApi.clearRequests()
    await page.getByRole('button', { name: 'Confirm' }).click()
    const checkout = page.getByRole('dialog', { name: 'Pay with card' })
    await checkout.getByRole('button', { name: 'Cancel' }).click()

    await expect(page.getByRole('heading', { name: 'Your order awaits payment' })).toBeVisible()
    // Closing the checkout is not a failure: the page says what happened.
    await expect(page.getByRole('status').filter({ hasText: 'Payment cancelled' })).toHaveText(
      'Payment cancelled: you were not charged. Your order was created and is waiting for your payment. Pay now to fund the escrow.',
    )
    await expect(page.getByRole('link', { name: 'View order details' })).toHaveAttribute(
      'href',
      /^\/orders\/ESC-/,
    )
    // Like the card provider, the abandoned checkout's access code can still be paid.
    const started = Date.now()
    await page.getByRole('button', { name: 'Pay now' }).click()
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(congratulations(page)).toBeVisible()
    console.log(
      `Pay now → congratulation screen (buyer, incl. checkout dialog): ${String(Date.now() - started)} ms`,
    )
    expect(await createRequests(sandboxApi)).toHaveLength(1)
  })
})
