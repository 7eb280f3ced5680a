/**
 * Every mutation under the same faults: a 500, a refused connection, HTML instead of JSON, and
 * well-formed JSON of the wrong shape (wrong types, missing fields). For each: the spec's error
 * text shows, nothing typed is lost, a double click sends one request, and once the fault clears
 * the next attempt succeeds.
 *
 * Faults are served by `page.route` on the mutation's own endpoint, so the sandbox never sees a
 * failed attempt (nothing half-done on the server) and the handler counts every request the page
 * sent, including the ones that never reached a server.
 */
import type { Page, Route } from '@playwright/test'
import { awaitingAnswer, inDays, pngUpload } from '../support/e2e'
import { buyer, expect, seller, signIn, test } from './fixtures'

interface Fault {
  name: string
  answer: (route: Route) => Promise<void>
}

const serverError: Fault = {
  name: '500',
  answer: (route) => route.fulfill({ status: 500, json: {} }),
}
const networkFailure: Fault = {
  name: 'network failure',
  answer: (route) => route.abort('connectionrefused'),
}
const gatewayPage: Fault = {
  name: '502 HTML page',
  answer: (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      body: '<html><h1>502 Bad Gateway</h1></html>',
    }),
}
const htmlInsteadOfJson: Fault = {
  name: 'HTML instead of JSON',
  answer: (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><b>oops</b></html>' }),
}
/** The faults every mutation meets whatever it answers: a 500, a 502 page, no connection, HTML. */
const transportFaults = [serverError, gatewayPage, networkFailure, htmlInsteadOfJson]

/** A 200 whose JSON does not match the contract (wrong types, missing fields, not an object). */
function malformed(name: string, json: unknown): Fault {
  return { name, answer: (route) => route.fulfill({ status: 200, json }) }
}

// Long enough that a double click's second click lands while the first request is in flight.
const IN_FLIGHT_MS = 400

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
      return fault ? fault.answer(route) : route.fallback()
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

/**
 * Runs `attempt` (a double click) under each fault in turn: exactly one request per attempt, the
 * error shown by `expectError`, and what was typed still there (`expectKept`).
 */
async function underEachFault(
  endpoint: FaultyEndpoint,
  faults: readonly Fault[],
  steps: {
    attempt: () => Promise<void>
    expectError: (fault: Fault) => Promise<void>
    expectKept: () => Promise<void>
  },
) {
  for (const fault of faults) {
    await test.step(fault.name, async () => {
      endpoint.fail(fault)
      const before = endpoint.sent
      await steps.attempt()
      await steps.expectError(fault)
      await steps.expectKept()
      expect(endpoint.sent - before, `requests sent for one double click (${fault.name})`).toBe(1)
    })
  }
  endpoint.heal()
}

async function openOrder(page: Page, publicId: string) {
  await page.goto(`/orders/${publicId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${publicId}` })).toBeVisible()
}

// Each test makes seven attempts of its mutation (six faults, then the one that succeeds).
test.slow()

const statusBadge = (page: Page) => page.getByRole('main').locator('header [data-status]')
const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Pay with card' })

test.describe('sign in', () => {
  test('keeps what was typed under every fault and signs in on the next try', async ({ page }) => {
    await page.goto('/login')
    await page.waitForLoadState('networkidle')
    const endpoint = await faultyEndpoint(page, 'POST', /\/api\/v1\/auth\/login$/)
    const email = page.getByLabel('Email', { exact: true })
    const password = page.getByLabel('Password', { exact: true })
    await email.fill(seller.email)
    await password.fill(seller.password)
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true })

    await underEachFault(
      endpoint,
      [
        ...transportFaults,
        malformed('wrong types', { access_token: 42, refresh_token: true }),
        malformed('missing fields', { token_type: 'bearer' }),
      ],
      {
        attempt: () => signInButton.dblclick(),
        expectError: () =>
          expect(page.getByRole('alert')).toHaveText(
            "We couldn't sign you in. Please check your details and try again.",
          ),
        expectKept: async () => {
          await expect(email).toHaveValue(seller.email)
          await expect(password).toHaveValue(seller.password)
          await expect(page).toHaveURL(/\/login$/)
        },
      },
    )

    await signInButton.dblclick()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
    expect(endpoint.sent).toBe(7)
  })
})

test.describe('register', () => {
  test('keeps all four steps under every fault and creates the account on the next try', async ({
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

    await underEachFault(
      endpoint,
      [
        ...transportFaults,
        malformed('wrong types', { access_token: ['a'], refresh_token: 7 }),
        malformed('missing fields', {}),
      ],
      {
        attempt: () => create.dblclick(),
        expectError: () => expect(page.getByRole('alert')).toHaveText('Registration failed'),
        expectKept: async () => {
          await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret1')
          await expect(page.getByLabel('Confirm password')).toHaveValue('secret1')
        },
      },
    )

    // The earlier steps kept their answers too.
    const back = page.getByRole('button', { name: 'Back' })
    await back.click()
    await expect(page.getByLabel('NIN')).toHaveValue('12345678901')
    await back.click()
    await expect(page.getByLabel('Email')).toHaveValue('ngozi.faults@escrow.test')
    await expect(page.getByLabel('Phone number')).toHaveValue('08031234567')
    await back.click()
    await expect(page.getByLabel('Full name')).toHaveValue('Ngozi Eze')
    await next.click()
    await next.click()
    await next.click()

    await create.dblclick()
    await expect(page.getByText("You're all set, Ngozi Eze!")).toBeVisible()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    expect(endpoint.sent).toBe(7)
  })
})

test.describe('sign out', () => {
  test('signs out locally whatever the server answers, and signing in again works', async ({
    page,
  }) => {
    await signIn(page, buyer)
    const endpoint = await faultyEndpoint(page, 'POST', /\/api\/v1\/auth\/logout$/)
    for (const fault of [serverError, gatewayPage, networkFailure, htmlInsteadOfJson]) {
      await test.step(fault.name, async () => {
        endpoint.fail(fault)
        const before = endpoint.sent
        await page.getByRole('button', { name: `Account: ${buyer.fullName}` }).click()
        await page.getByRole('menuitem', { name: 'Sign out' }).click()
        await page.waitForURL((url) => url.pathname === '/login')
        await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
        expect(await page.evaluate(() => Object.keys(localStorage).join(','))).not.toMatch(/token/i)
        await expect.poll(() => endpoint.sent - before).toBe(1)
        await signIn(page, buyer)
      })
    }
  })
})

test.describe('accept, pay and decline on the order page', () => {
  test('accept: the error under every fault, then the checkout opens and pays', async ({
    page,
  }) => {
    await signIn(page, buyer)
    const order = await awaitingAnswer(page, buyer, 'seller')
    await openOrder(page, order.public_id)
    const endpoint = await faultyEndpoint(
      page,
      'GET',
      new RegExp(`/api/v1/escrow/${order.public_id}/accept$`),
    )
    const accept = page.getByRole('button', { name: 'Accept' })

    await underEachFault(
      endpoint,
      [
        ...transportFaults,
        malformed('wrong types', { access_code: 12345 }),
        malformed('not an object', ['ok']),
      ],
      {
        attempt: () => accept.dblclick(),
        expectError: () =>
          expect(page.getByRole('alert')).toHaveText(
            'An error occurred while accepting the order.',
          ),
        expectKept: async () => {
          await expect(statusBadge(page)).toHaveText('Pending')
          await expect(accept).toBeEnabled()
        },
      },
    )

    await accept.dblclick()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await checkoutDialog(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(statusBadge(page)).toHaveText('Active')
    expect(endpoint.sent).toBe(7)
  })

  test('pay: the checkout keeps the card number under every fault and pays on the next try', async ({
    page,
    sandboxApi,
  }) => {
    await signIn(page, buyer)
    const order = await awaitingAnswer(page, buyer, 'seller')
    await openOrder(page, order.public_id)
    const endpoint = await faultyEndpoint(
      page,
      'POST',
      /\/api\/v1\/__sandbox\/payments\/[^/]+\/complete$/,
    )
    await page.getByRole('button', { name: 'Accept' }).click()
    const checkout = checkoutDialog(page)
    const card = checkout.getByRole('textbox', { name: 'Card number' })
    await card.fill('4111 1111 1111 1111')
    const pay = checkout.getByRole('button', { name: 'Pay', exact: true })

    await underEachFault(
      endpoint,
      [
        ...transportFaults,
        malformed('wrong types', { status: 42, amount: 'lots' }),
        malformed('missing fields', { status: 'completed' }),
      ],
      {
        attempt: () => pay.dblclick(),
        expectError: () =>
          expect(checkout.getByRole('alert')).toHaveText(
            'The payment could not be completed. Please try again.',
          ),
        expectKept: async () => {
          await expect(card).toHaveValue('4111 1111 1111 1111')
          await expect(checkout).toBeVisible()
        },
      },
    )

    await pay.dblclick()
    await expect(checkout).toBeHidden()
    await expect(statusBadge(page)).toHaveText('Active')
    expect(endpoint.sent).toBe(7)
    const accepts = (await sandboxApi.requests()).filter((entry) =>
      entry.path.endsWith(`/escrow/${order.public_id}/accept`),
    )
    expect(accepts).toHaveLength(1)
  })

  test('a checkout that cannot load says so under Accept, and the next Accept pays', async ({
    page,
  }) => {
    // Three of the five faults are retried twice with back-off (query defaults) before giving up.
    await signIn(page, buyer)
    const order = await awaitingAnswer(page, buyer, 'seller')
    await openOrder(page, order.public_id)
    const accepts = await faultyEndpoint(
      page,
      'GET',
      new RegExp(`/api/v1/escrow/${order.public_id}/accept$`),
    )
    const checkoutLoad = await faultyEndpoint(page, 'GET', /\/api\/v1\/__sandbox\/payments\/[^/]+$/)
    const accept = page.getByRole('button', { name: 'Accept' })

    for (const fault of [
      ...transportFaults,
      malformed('wrong types', { access_code: 1, amount: null, status: 'open' }),
    ]) {
      await test.step(fault.name, async () => {
        checkoutLoad.fail(fault)
        const before = accepts.sent
        await accept.dblclick()
        await expect(page.getByRole('alert')).toHaveText(
          'The payment window could not load. Please try again.',
          { timeout: 15_000 },
        )
        await expect(statusBadge(page)).toHaveText('Pending')
        expect(accepts.sent - before).toBe(1)
      })
    }
    checkoutLoad.heal()

    await accept.click()
    await checkoutDialog(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(statusBadge(page)).toHaveText('Active')
  })

  test('decline: the error under every fault, then the order is cancelled once', async ({
    page,
  }) => {
    await signIn(page, buyer)
    const order = await awaitingAnswer(page, buyer, 'seller')
    await openOrder(page, order.public_id)
    const endpoint = await faultyEndpoint(
      page,
      'GET',
      new RegExp(`/api/v1/escrow/${order.public_id}/cancel$`),
    )
    const decline = page.getByRole('button', { name: 'Decline' })

    await underEachFault(
      endpoint,
      [
        ...transportFaults,
        malformed('wrong types', { message: 404 }),
        malformed('not an object', 'cancelled'),
      ],
      {
        attempt: () => decline.dblclick(),
        expectError: () =>
          expect(page.getByRole('alert')).toHaveText(
            'An error occurred while declining the order.',
          ),
        expectKept: async () => {
          await expect(statusBadge(page)).toHaveText('Pending')
          await expect(decline).toBeEnabled()
        },
      },
    )

    await decline.dblclick()
    await expect(statusBadge(page)).toHaveText('Cancelled')
    expect(endpoint.sent).toBe(7)
  })
})

test.describe('create an order', () => {
  test('the draft stays whole under every fault and Confirm creates one order', async ({
    page,
    sandboxApi,
  }) => {
    await signIn(page, seller)
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

    await underEachFault(
      endpoint,
      [
        ...transportFaults,
        malformed('wrong types', { data: { public_id: 42, access_code: false } }),
        malformed('missing fields', { message: 'created' }),
      ],
      {
        attempt: () => confirm.dblclick(),
        expectError: () =>
          expect(page.getByRole('alert')).toHaveText('An error occurred while creating the order.'),
        expectKept: async () => {
          await expect(review).toBeVisible()
          await expect(page.getByRole('main')).toContainText('Faulty Fridge')
          await expect(page.getByRole('main')).toContainText('₦25,000.00')
        },
      },
    )

    // A reload after the failures still finds the whole draft.
    await page.reload()
    await expect(review).toBeVisible()
    await expect(page.getByRole('img', { name: 'fridge.png' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Handle with care')

    await confirm.dblclick()
    await expect(
      page.getByRole('heading', { name: 'Congratulations on creating your first order!' }),
    ).toBeVisible()
    const created = (await sandboxApi.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === '/escrow/create',
    )
    expect(created.map((entry) => entry.status)).toEqual([201])
  })
})

test.describe('raise a dispute', () => {
  // Raising a dispute makes no server call (spec §2, §7); its one server dependency is the escrow
  // list of the dialog, so that is what fails here while the user is filling the form in.
  test('the escrow list failing keeps the reason and images, and the dispute is raised once', async ({
    page,
  }) => {
    await signIn(page, buyer)
    await page.goto('/disputes')
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(2)
    const endpoint = await faultyEndpoint(page, 'GET', /\/api\/v1\/escrow\/available-dispute$/)
    const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
    const reason = dialog.getByLabel('Reason')
    const alert = dialog.getByRole('alert')

    endpoint.fail(serverError)
    await page.getByRole('button', { name: 'Raise Dispute' }).click()
    await reason.fill('Wrong colour delivered')
    await dialog.getByTestId('image-uploader-input').setInputFiles([pngUpload('proof.png')])
    await expect(alert).toContainText('Failed to fetch orders. Please try again.', {
      timeout: 15_000,
    })

    for (const fault of [
      gatewayPage,
      networkFailure,
      htmlInsteadOfJson,
      malformed('wrong types', [{ public_id: 7, item_price: 'a lot' }]),
      malformed('missing fields', [{ receiver_email: 'x@escrow.test' }]),
    ]) {
      await test.step(fault.name, async () => {
        endpoint.fail(fault)
        await alert.getByRole('button', { name: 'Try Again' }).click()
        await expect(alert).toContainText('Failed to fetch orders. Please try again.', {
          timeout: 15_000,
        })
        await expect(reason).toHaveValue('Wrong colour delivered')
        await expect(dialog.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
      })
    }

    endpoint.heal()
    await alert.getByRole('button', { name: 'Try Again' }).click()
    const escrow = dialog.getByLabel('Escrow')
    await expect(escrow.locator('option')).not.toHaveCount(1)
    await escrow.selectOption({ index: 1 })
    await expect(reason).toHaveValue('Wrong colour delivered')
    await dialog.getByRole('button', { name: 'Submit Dispute' }).dblclick()
    await expect(dialog).toBeHidden()
    await expect(cards).toHaveCount(3)
    await page.reload()
    await expect(cards).toHaveCount(3)
  })
})
