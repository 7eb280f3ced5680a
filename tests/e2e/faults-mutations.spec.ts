/**
 * Each mutation's page under one fault in a real browser, answered by `page.route` on the
 * mutation's own endpoint (so the sandbox never sees a failed attempt, nothing half-done on the
 * server, and the handler counts every request the page sent, even those that never reached a
 * server): the spec's error text shows, what was typed stays, an impatient double click sends one
 * request, and once the fault clears the next attempt goes through, once. The faults differ from
 * page to page (a refused connection, a 500, a 502 gateway page, HTML with 200), so every transport
 * path is seen in Chromium.
 *
 * The full fault x message table of every mutation (500 with a detail, 502 gateway page, refused
 * connection, HTML with 200, wrong types, missing fields, wrong kind), with what was typed kept and
 * one request per double click, is in tests/component/faults/mutation-faults.test.tsx (through the
 * real http.ts and error mapping), as are sign-out whatever the server answers and a checkout that
 * cannot load; the Raise Dispute escrow list failing is in disputes.spec.ts (and typed text kept
 * through it in tests/component/faults/query-faults.test.tsx).
 */
import type { Page, Route } from '@playwright/test'
import { awaitingAnswer, countRequests, inDays, pngUpload } from '../support/e2e'
import { buyer, expect, seller, test } from './fixtures'

type Fault = (route: Route) => Promise<void>

const refusedConnection: Fault = (route) => route.abort('connectionrefused')
const serverError: Fault = (route) => route.fulfill({ status: 500, json: {} })
const gatewayPage: Fault = (route) =>
  route.fulfill({
    status: 502,
    contentType: 'text/html',
    body: '<html><h1>502 Bad Gateway</h1></html>',
  })
const htmlWith200: Fault = (route) =>
  route.fulfill({ status: 200, contentType: 'text/html', body: '<html><b>oops</b></html>' })

// Long enough that a double click's second click lands while the first request is in flight.
const IN_FLIGHT_MS = 250

interface FaultyEndpoint {
  /** Requests the page sent to the endpoint so far. */
  readonly sent: number
  /** Every request answers with `fault` (after IN_FLIGHT_MS) until `heal()`. */
  fail(fault: Fault): void
  heal(): void
}

/** Intercepts `method` requests whose path matches `path`, counting them and injecting faults. */
async function faultyEndpoint(page: Page, method: string, path: RegExp): Promise<FaultyEndpoint> {
  let fault: Fault | null = null
  let sent = 0
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback()
      sent += 1
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_MS))
      return fault ? fault(route) : route.fallback()
    },
  )
  return {
    get sent() {
      return sent
    },
    fail(next) {
      fault = next
    },
    heal() {
      fault = null
    },
  }
}

const statusBadge = (page: Page) => page.getByRole('main').locator('header [data-status]')

test('sign in (a refused connection): the message, what was typed kept, one request for a double click; the next try signs in', async ({
  page,
}) => {
  await page.goto('/login')
  const endpoint = await faultyEndpoint(page, 'POST', /\/api\/v1\/auth\/login$/)
  const email = page.getByLabel('Email', { exact: true })
  const password = page.getByLabel('Password', { exact: true })
  await email.fill(seller.email)
  await password.fill(seller.password)
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true })

  endpoint.fail(refusedConnection)
  await signInButton.dblclick()
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't sign you in. Please check your details and try again.",
  )
  await expect(email).toHaveValue(seller.email)
  await expect(password).toHaveValue(seller.password)
  await expect(page).toHaveURL(/\/login$/)
  expect(endpoint.sent).toBe(1)

  endpoint.heal()
  await signInButton.dblclick()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
  expect(endpoint.sent).toBe(2)
})

test('register (a 502 gateway page): the message, the last step kept, one request for a double click; the next try creates the account', async ({
  page,
}) => {
  await page.goto('/register')
  const endpoint = await faultyEndpoint(page, 'POST', /\/api\/v1\/auth\/register$/)
  const next = page.getByRole('button', { name: 'Next' })
  await page.getByLabel('Full name').fill('Ngozi Eze')
  await next.click()
  await page.getByLabel('Email').fill('ngozi.faults@escrow.test')
  await page.getByLabel('Phone number').fill('08031234567')
  await next.click()
  await page.getByLabel('NIN').fill('12345678901')
  await next.click()
  await page.getByLabel('Password', { exact: true }).fill('secret1')
  await page.getByLabel('Confirm password').fill('secret1')
  const create = page.getByRole('button', { name: 'Create Account' })

  endpoint.fail(gatewayPage)
  await create.dblclick()
  await expect(page.getByRole('alert')).toHaveText('Registration failed')
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret1')
  await expect(page.getByLabel('Confirm password')).toHaveValue('secret1')
  expect(endpoint.sent).toBe(1)

  endpoint.heal()
  await create.dblclick()
  await expect(page.getByText("You're all set, Ngozi Eze!")).toBeVisible()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  expect(endpoint.sent).toBe(2)
})

test.describe('as the buyer', () => {
  test.use({ signedInAs: buyer })

  test('the order page: Decline (a refused connection), Accept (a 500) and Pay (HTML with 200) each fail with their message and one request; then the order is accepted and paid once', async ({
    page,
    sandboxApi,
  }) => {
    const order = await awaitingAnswer(page, buyer, 'seller')
    const orderPath = `/api/v1/escrow/${order.public_id}`
    const decline = await faultyEndpoint(page, 'GET', new RegExp(`${orderPath}/cancel$`))
    const accept = await faultyEndpoint(page, 'GET', new RegExp(`${orderPath}/accept$`))
    const complete = await faultyEndpoint(
      page,
      'POST',
      /\/api\/v1\/__sandbox\/payments\/[^/]+\/complete$/,
    )
    await page.goto(`/orders/${order.public_id}`)
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${order.public_id}` }),
    ).toBeVisible()
    const declineButton = page.getByRole('button', { name: 'Decline' })
    const acceptButton = page.getByRole('button', { name: 'Accept' })

    decline.fail(refusedConnection)
    await declineButton.dblclick()
    await expect(page.getByRole('alert')).toHaveText('An error occurred while declining the order.')
    await expect(statusBadge(page)).toHaveText('Pending')
    await expect(declineButton).toBeEnabled()
    expect(decline.sent).toBe(1)

    accept.fail(serverError)
    await acceptButton.dblclick()
    await expect(page.getByRole('alert')).toHaveText('An error occurred while accepting the order.')
    await expect(statusBadge(page)).toHaveText('Pending')
    await expect(acceptButton).toBeEnabled()
    expect(accept.sent).toBe(1)

    accept.heal()
    await acceptButton.click()
    const checkout = page.getByRole('dialog', { name: 'Pay with card' })
    const card = checkout.getByRole('textbox', { name: 'Card number' })
    await card.fill('4111 1111 1111 1111')
    const pay = checkout.getByRole('button', { name: 'Pay', exact: true })

    complete.fail(htmlWith200)
    await pay.dblclick()
    await expect(checkout.getByRole('alert')).toHaveText(
      'The payment could not be completed. Please try again.',
    )
    await expect(card).toHaveValue('4111 1111 1111 1111')
    expect(complete.sent).toBe(1)

    complete.heal()
    await pay.dblclick()
    await expect(checkout).toBeHidden()
    await expect(statusBadge(page)).toHaveText('Active')
    expect(complete.sent).toBe(2)
    expect(await countRequests(sandboxApi, 'GET', `/escrow/${order.public_id}/accept`)).toBe(1)
    expect(await countRequests(sandboxApi, 'GET', `/escrow/${order.public_id}/cancel`)).toBe(0)
  })
})

test.describe('as the seller', () => {
  test.use({ signedInAs: seller })

  test('create an order (a refused connection): the review stays whole, one request for a double click; Confirm then creates exactly one order', async ({
    page,
    sandboxApi,
  }) => {
    await page.goto('/escrow/new?role=seller')
    const endpoint = await faultyEndpoint(page, 'POST', /\/api\/v1\/escrow\/create$/)
    const next = page.getByRole('button', { name: 'Next', exact: true })
    await page.getByLabel('What are you selling?').fill('Faulty Fridge')
    await page.getByLabel("Buyer's e-mail").fill('chidi@escrow.test')
    await page.getByLabel("Buyer's phone number").fill('08031234567')
    await page.getByLabel('Delivery note').fill('Handle with care')
    await page.getByTestId('image-uploader-input').setInputFiles([pngUpload('fridge.png')])
    await next.click()
    await page.getByLabel('How much are you charging?').fill('25000')
    await next.click()
    await page.getByLabel('Delivery date').fill(inDays(5))
    await next.click()
    const review = page.getByRole('heading', { level: 2, name: 'Review order' })
    await expect(review).toBeVisible()
    const confirm = page.getByRole('button', { name: 'Confirm' })

    endpoint.fail(refusedConnection)
    await confirm.dblclick()
    await expect(page.getByRole('alert')).toHaveText('An error occurred while creating the order.')
    await expect(review).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Faulty Fridge')
    await expect(page.getByRole('main')).toContainText('₦25,000.00')
    await expect(page.getByRole('img', { name: 'fridge.png' })).toBeVisible()
    expect(endpoint.sent).toBe(1)

    endpoint.heal()
    await confirm.dblclick()
    await expect(
      page.getByRole('heading', { name: 'Congratulations on creating your first order!' }),
    ).toBeVisible()
    expect(endpoint.sent).toBe(2)
    const created = (await sandboxApi.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === '/escrow/create',
    )
    expect(created.map((entry) => entry.status)).toEqual([201])
  })
})
