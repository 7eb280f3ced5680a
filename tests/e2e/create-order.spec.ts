import type { Page } from '@playwright/test'
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

async function openWizard(page: Page, account: DemoAccount, role: 'seller' | 'buyer') {
  await signIn(page, account)
  await page.goto(`/escrow/new?role=${role}`)
  await expect(stepHeading(page, 'Order details')).toBeVisible()
}

async function fillDetails(page: Page, role: 'seller' | 'buyer', withImage = role === 'seller') {
  const counterpart = role === 'seller' ? 'Buyer' : 'Seller'
  await page
    .getByLabel(role === 'seller' ? 'What are you selling?' : 'What are you buying?')
    .fill('Tecno Camon 20')
  await page.getByLabel(`${counterpart}'s e-mail`).fill('chidi@escrow.test')
  await page.getByLabel(`${counterpart}'s phone number`).fill('0803 123 4567')
  await page.getByLabel(role === 'seller' ? 'Delivery note' : 'Order description').fill('Boxed')
  if (withImage) {
    await page.getByTestId('image-uploader-input').setInputFiles([pngUpload('phone.png')])
    await expect(page.getByRole('img', { name: 'phone.png' })).toBeVisible()
  }
}

async function fillToReview(page: Page, role: 'seller' | 'buyer', axe = false) {
  await fillDetails(page, role)
  if (axe) await expectNoAxeViolations(page)
  await next(page).click()
  await expect(stepHeading(page, 'Amount')).toBeFocused()
  await page.getByRole('button', { name: '₦15,213.00' }).click()
  if (axe) await expectNoAxeViolations(page)
  await next(page).click()
  await expect(stepHeading(page, 'Delivery')).toBeVisible()
  await page.getByLabel('Delivery date').fill(inDays(3))
  if (role === 'seller') await page.getByLabel('Logistics service (optional)').selectOption('gig')
  if (axe) await expectNoAxeViolations(page)
  await next(page).click()
  await expect(stepHeading(page, 'Review order')).toBeVisible()
  if (axe) await expectNoAxeViolations(page)
}

test('a seller creates an order: every step passes axe, a double click sends one request', async ({
  page,
  sandboxApi,
}) => {
  await openWizard(page, seller, 'seller')
  await next(page).click()
  await expect(page.getByLabel('What are you selling?')).toHaveAccessibleDescription(/Required/)
  await expectNoAxeViolations(page)
  await fillToReview(page, 'seller', true)
  await expect(page.getByRole('region', { name: 'Amount' })).toContainText('₦15,197.79')
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('GIG')

  await sandboxApi.clearRequests()
  const started = Date.now()
  await page.getByRole('button', { name: 'Confirm' }).dblclick()
  await expect(congratulations(page)).toBeVisible()
  const elapsed = Date.now() - started
  console.log(`Confirm → congratulation screen (seller, sandbox, 1 image): ${String(elapsed)} ms`)
  await expect(page.getByText('An invite link has been sent to chidi@escrow.test')).toBeVisible()
  expect(await createRequests(sandboxApi)).toHaveLength(1)

  await page.getByRole('link', { name: 'View order details' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/orders/ESC-'))
  await expect(page.getByRole('main')).toContainText('Tecno Camon 20')
  await expect(page.getByRole('main')).toContainText('₦15,213.00')

  // The draft went with the order: the wizard starts empty again.
  await page.goto('/escrow/new?role=seller')
  await expect(page.getByLabel('What are you selling?')).toHaveValue('')
})

test('a buyer pays in the sandbox checkout and sees the congratulation screen', async ({
  page,
  sandboxApi,
}) => {
  await openWizard(page, buyer, 'buyer')
  await fillToReview(page, 'buyer')
  await expect(page.getByRole('region', { name: 'Amount' })).toContainText('₦15,228.22')
  const started = Date.now()
  await page.getByRole('button', { name: 'Confirm' }).click()
  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await expect(checkout).toBeVisible()
  await expectNoAxeViolations(page)
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(congratulations(page)).toBeVisible()
  console.log(
    `Confirm → congratulation screen (buyer, incl. checkout dialog): ${String(Date.now() - started)} ms`,
  )
  expect(await createRequests(sandboxApi)).toHaveLength(1)
})

test("a buyer who cancels the payment is told the order awaits payment, and 'Pay now' pays it", async ({
  page,
  sandboxApi,
}) => {
  await openWizard(page, buyer, 'buyer')
  await fillToReview(page, 'buyer')
  await page.getByRole('button', { name: 'Confirm' }).click()
  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await checkout.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: 'Your order awaits payment' })).toBeVisible()
  const details = page.getByRole('link', { name: 'View order details' })
  await expect(details).toHaveAttribute('href', /^\/orders\/ESC-/)
  await expectNoAxeViolations(page)
  // Like the card provider, the abandoned checkout's access code can still be paid.
  await page.getByRole('button', { name: 'Pay now' }).click()
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(congratulations(page)).toBeVisible()
  expect(await createRequests(sandboxApi)).toHaveLength(1)
})

test("a checkout that fails to open leaves the order awaiting payment; 'Pay now' pays it", async ({
  page,
}) => {
  await openWizard(page, buyer, 'buyer')
  await fillToReview(page, 'buyer')
  // The checkout's load is retried (query defaults): every try of the first opening fails.
  let aborted = 0
  let opening = true
  await page.route('**/api/v1/__sandbox/payments/*', async (route) => {
    if (!opening || route.request().method() !== 'GET') return route.fallback()
    aborted += 1
    return route.abort()
  })
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'Your order awaits payment' })).toBeVisible({
    timeout: 15_000,
  })
  expect(aborted).toBeGreaterThan(0)
  opening = false
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Pay now' }).click()
  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(congratulations(page)).toBeVisible()
})

test('a 422 is shown on its field, a 500 with the fallback, and nothing typed is lost', async ({
  page,
  sandboxApi,
}) => {
  await openWizard(page, seller, 'seller')
  await fillToReview(page, 'seller')
  await sandboxApi.fail({
    method: 'POST',
    path: '/escrow/create',
    status: 422,
    body: {
      detail: [
        { loc: ['body', 'receiver_phone'], msg: 'Enter a valid phone number', type: 'value_error' },
      ],
    },
  })
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(stepHeading(page, 'Order details')).toBeVisible()
  await expect(page.getByLabel("Buyer's phone number")).toHaveAccessibleDescription(
    /Enter a valid phone number/,
  )
  await expect(page.getByRole('alert')).toContainText('Receiver phone: Enter a valid phone number')
  await expect(page.getByLabel('What are you selling?')).toHaveValue('Tecno Camon 20')
  await expectNoAxeViolations(page)

  await page.getByLabel("Buyer's phone number").fill('08031234568')
  await next(page).click()
  await next(page).click()
  await next(page).click()
  await sandboxApi.fail({ method: 'POST', path: '/escrow/create', status: 500, body: {} })
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('alert')).toHaveText('An error occurred while creating the order.')
  await expect(stepHeading(page, 'Review order')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(congratulations(page)).toBeVisible()
})

test('the draft survives a reload and a forced sign-out and sign-in, images included', async ({
  page,
  sandboxApi,
}) => {
  await openWizard(page, seller, 'seller')
  await fillDetails(page, 'seller')
  await next(page).click()
  await page.getByLabel('How much are you charging?').fill('12.34')
  await expect(page.getByRole('main')).toContainText('₦12.33')
  await page.waitForTimeout(300)

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

  // The other demo user (and the other role) starts from an empty draft.
  await page.goto('/escrow/new?role=buyer')
  await expect(page.getByLabel('What are you buying?')).toHaveValue('')
})

test('the whole flow by keyboard alone', async ({ page, sandboxApi }) => {
  await openWizard(page, seller, 'seller')
  const name = page.getByLabel('What are you selling?')
  await name.focus()
  await page.keyboard.type('Keyboard order')
  await page.keyboard.press('Tab')
  await page.keyboard.type('chidi@escrow.test')
  await page.keyboard.press('Tab')
  await page.keyboard.type('08031234567')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Typed without a mouse')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Choose images' })).toBeFocused()
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await (await chooser).setFiles([pngUpload('kb.png')])
  await expect(page.getByRole('img', { name: 'kb.png' })).toBeVisible()
  await page.keyboard.press('Enter') // the picker still has focus: it opens again
  await page.getByLabel('What are you selling?').press('Enter') // Enter in a field submits the step
  await expect(stepHeading(page, 'Amount')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type('20000')
  await page.keyboard.press('Enter')
  await expect(stepHeading(page, 'Delivery')).toBeFocused()
  await page.keyboard.press('Tab')
  const date = inDays(2).split('-')
  // Chromium's date field takes the digits in the locale's order (en-US: month, day, year).
  await page.keyboard.type(`${date[1] ?? ''}${date[2] ?? ''}${date[0] ?? ''}`)
  await page.keyboard.press('Enter')
  await expect(stepHeading(page, 'Review order')).toBeFocused()
  await sandboxApi.clearRequests()
  let focused = ''
  for (let i = 0; i < 20 && focused !== 'Confirm'; i += 1) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
  }
  expect(focused).toBe('Confirm')
  await page.keyboard.press('Enter')
  await expect(congratulations(page)).toBeVisible()
  expect(await createRequests(sandboxApi)).toHaveLength(1)
})
