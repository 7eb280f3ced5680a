/**
 * Session races that only two real tabs sharing one localStorage can show:
 *
 * - A request outlives the session that sent it: tab 1 (the seller) confirms an order whose
 *   POST /escrow/create is held in the browser while tab 2 signs out and the buyer signs in. Released,
 *   the seller's request is refused (its session was revoked) and must not be retried with the
 *   buyer's token, which tab 1 has adopted from the `storage` event by then: no order of the
 *   seller's under the buyer's name, and the seller's draft is still there for the seller.
 * - Two tabs reach the refresh time of the access token in a browser without Web Locks
 *   (`navigator.locks` removed): one POST /auth/refresh between them, both keep the session.
 */
import type { Page, Request, Route } from '@playwright/test'
import { OrdersByStatus } from '../../src/contract/escrow'
import { STORAGE_KEYS } from '../../src/lib/session/storage-keys'
import { apiAs, countRequests, inDays, pngUpload } from '../support/e2e'
import { buyer, expect, seller, signIn, test, type DemoAccount } from './fixtures'

const ITEM = 'Race condition lamp'

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })

const isApiCall = (request: Request, method: string, path: string) =>
  request.method() === method && new URL(request.url()).pathname === `/api/v1${path}`

/** Every `method path` request the pages send from now on (path after /api/v1), in one list. */
function recordRequests(pages: readonly Page[], method: string, path: string): Request[] {
  const requests: Request[] = []
  for (const page of pages) {
    page.on('request', (request) => {
      if (isApiCall(request, method, path)) requests.push(request)
    })
  }
  return requests
}

/** The bearer token a request carried, or null. */
async function bearerOf(request: Request): Promise<string | null> {
  const header = await request.headerValue('authorization')
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}

const storedAccessToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.access)

/** The e-mail of the profile the page's own API client gets now (null when it is refused). */
const profileEmailOf = (page: Page) =>
  page.evaluate(async () => {
    const profile = await window.__escrowSandbox?.get('auth/me').catch(() => null)
    const email: unknown =
      typeof profile === 'object' && profile !== null ? Reflect.get(profile, 'email') : null
    return typeof email === 'string' ? email : null
  })

/**
 * Notes in the page each `storage` event that stores an access token. The listener is added after
 * the app's own (registered at start-up), so once a token is noted the app has acted on it too.
 */
async function noteStoredTokens(page: Page) {
  await page.evaluate((key) => {
    const noted: string[] = []
    Object.assign(window, { __storedTokens: noted })
    addEventListener('storage', (event) => {
      if (event.key === key && event.newValue) noted.push(event.newValue)
    })
  }, STORAGE_KEYS.access)
  return () => page.evaluate(() => (window as { __storedTokens?: string[] }).__storedTokens ?? [])
}

async function signOutByMenu(
  page: Page,
  account: DemoAccount,
  { unfinishedOrder = false }: { unfinishedOrder?: boolean } = {},
) {
  await page.getByRole('button', { name: `Account: ${account.fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  // With an unfinished order on this device, Sign out asks first: keep it (the draft must survive).
  if (unfinishedOrder) {
    await page
      .getByRole('dialog', { name: 'Sign out' })
      .getByRole('button', { name: 'Keep and sign out' })
      .click()
  }
  await page.waitForURL((url) => url.pathname === '/login')
}

/** The seller's wizard, filled up to the review step (nothing sent yet). */
async function fillSellerOrderToReview(page: Page) {
  await page.goto('/escrow/new?role=seller')
  await expect(stepHeading(page, 'Order details')).toBeVisible()
  await page.getByLabel('What are you selling?').fill(ITEM)
  await page.getByLabel("Buyer's e-mail").fill('chidi@escrow.test')
  await page.getByLabel("Buyer's phone number").fill('0803 123 4567')
  await page.getByLabel('Delivery note').fill('Boxed, with the shade')
  await page.getByTestId('image-uploader-input').setInputFiles([pngUpload('lamp.png')])
  await expect(page.getByRole('img', { name: 'lamp.png' })).toBeVisible()
  await next(page).click()
  await expect(stepHeading(page, 'Amount')).toBeVisible()
  await page.getByLabel('How much are you charging?').fill('4321')
  await next(page).click()
  await expect(stepHeading(page, 'Delivery')).toBeVisible()
  await page.getByLabel('Delivery date').fill(inDays(3))
  await next(page).click()
  await expect(stepHeading(page, 'Review order')).toBeVisible()
}

test.describe('a request that outlives its session', () => {
  test.use({ signedInAs: seller })

  test('the seller’s create is held while tab 2 signs out and the buyer signs in: it is never retried as the buyer, and the seller’s draft survives', async ({
    page,
    context,
    sandboxApi,
  }) => {
    test.slow() // two accounts, three sign-ins and a wizard on a busy machine
    const tab1 = page
    await fillSellerOrderToReview(tab1)
    const tab2 = await context.newPage()
    await tab2.goto('/dashboard')
    await expect(tab2.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
    const sellerToken = await storedAccessToken(tab1)
    const tokensSeenByTab1 = await noteStoredTokens(tab1)

    // Tab 1's first POST /escrow/create is held in the browser (it has not reached the sandbox)
    // until the test releases it; any later one goes through.
    let hold: (route: Route) => void = () => undefined
    const held = new Promise<Route>((resolve) => {
      hold = resolve
    })
    let holding = true
    await tab1.route('**/api/v1/escrow/create', async (route) => {
      if (!holding) return route.continue()
      holding = false
      hold(route)
    })
    // What tab 1 sends is read in the browser: the sandbox's request log does not name tokens.
    const creates = recordRequests([tab1], 'POST', '/escrow/create')
    await tab1.getByRole('button', { name: 'Confirm' }).click()
    const route = await held
    expect(await bearerOf(route.request())).toBe(sellerToken)

    // Tab 2: the seller signs out (the sandbox revokes the session), the buyer signs in.
    await signOutByMenu(tab2, seller, { unfinishedOrder: true })
    await expect
      .poll(async () =>
        (await sandboxApi.requests()).some(
          (entry) =>
            entry.method === 'POST' && entry.path === '/auth/logout' && entry.status === 200,
        ),
      )
      .toBe(true)
    await tab1.waitForURL((url) => url.pathname === '/login')
    await signIn(tab2, buyer)
    const buyerToken = await storedAccessToken(tab2)
    expect(buyerToken).not.toBe(sellerToken)
    // Tab 1 has heard the buyer's token (today it adopts it).
    await expect.poll(tokensSeenByTab1).toContain(buyerToken)

    // Released: the seller's request reaches the sandbox with the seller's revoked token (unless
    // tab 1 has given it up meanwhile: then it never reaches the sandbox at all).
    await sandboxApi.clearRequests()
    await route.continue().catch((error: unknown) => {
      console.log('the held create could not be released (tab 1 gave it up)', error)
    })
    const first = await route.request().response()
    if (first) expect(first.status()).toBe(401)
    // A round trip of tab 1's own after that answer: a retry would have been sent by now.
    await profileEmailOf(tab1)
    await Promise.all(creates.map((request) => request.response()))

    // Soft from here on: each broken promise is reported, not just the first.
    // Whatever tab 1 sent carried the seller's token only.
    const sentWith = await Promise.all(creates.map(bearerOf))
    expect
      .soft(
        sentWith.filter((token) => token !== sellerToken),
        'creates tab 1 sent with another token than the seller’s',
      )
      .toEqual([])
    // The sandbox created nothing: at most the refused create reached it.
    const createsLogged = (await sandboxApi.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === '/escrow/create',
    )
    expect
      .soft(
        createsLogged.map((entry) => entry.status),
        'POST /escrow/create in the sandbox log',
      )
      .toEqual(first ? [401] : [])
    // No order of that item under the buyer.
    const buyersOrders = await apiAs(tab2, buyer, 'escrow/all', OrdersByStatus)
    const all = [
      ...buyersOrders.pending,
      ...buyersOrders.active,
      ...buyersOrders.completed,
      ...buyersOrders.cancelled,
    ]
    expect
      .soft(
        all.filter((order) => order.item_name === ITEM).map((order) => order.public_id),
        'orders of the seller’s item under the buyer',
      )
      .toEqual([])
    // Tab 1 is on /login or in the buyer's session (never the seller's order as the buyer).
    const tab1Profile = await profileEmailOf(tab1)
    if (new URL(tab1.url()).pathname !== '/login') expect.soft(tab1Profile).toBe(buyer.email)

    // The seller comes back in tab 1: the draft is still there.
    await tab2.goto('/dashboard')
    await signOutByMenu(tab2, buyer)
    await tab1.waitForURL((url) => url.pathname === '/login')
    await tab1.getByLabel('Email', { exact: true }).fill(seller.email)
    await tab1.getByLabel('Password', { exact: true }).fill(seller.password)
    await tab1.getByRole('button', { name: 'Sign in', exact: true }).click()
    await tab1.waitForURL((url) => url.pathname !== '/login')
    await tab1.goto('/escrow/new?role=seller&step=1')
    await expect(stepHeading(tab1, 'Order details')).toBeVisible()
    await expect.soft(tab1.getByLabel('What are you selling?')).toHaveValue(ITEM)
    await expect.soft(tab1.getByRole('img', { name: 'lamp.png' })).toBeVisible()
  })
})

test.describe('a browser without Web Locks', () => {
  test.use({ signedInAs: seller })

  test('two tabs reach the refresh time of the access token: one /auth/refresh, both stay signed in with the new token', async ({
    page,
    context,
    sandboxApi,
  }) => {
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'locks')
    })
    // The app renews a 15-minute token 5 minutes before it expires; the fake clock of every tab
    // gets there at once (see cross-tab.spec.ts), and the sandbox still accepts the old token then.
    await page.clock.install()
    const tabs = [page, await context.newPage()]
    const paths = ['/dashboard', '/orders']
    for (const [index, tab] of tabs.entries()) {
      await tab.goto(paths[index] ?? '/dashboard')
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await tab.evaluate(() => 'locks' in navigator)).toBe(false)
    }
    const before = await storedAccessToken(page)
    const refreshes = recordRequests(tabs, 'POST', '/auth/refresh')
    await sandboxApi.clearRequests()

    await page.clock.fastForward('10:30')
    await expect.poll(() => storedAccessToken(page)).not.toBe(before)
    const renewed = await storedAccessToken(page)
    // Each tab's own calls carry the new token (the old one would still pass the server here).
    const sentTokens = () =>
      Promise.all(
        tabs.map(async (tab) => {
          const [request] = await Promise.all([
            tab.waitForRequest((candidate) => isApiCall(candidate, 'GET', '/auth/me')),
            tab.evaluate(() => window.__escrowSandbox?.get('auth/me')),
          ])
          return bearerOf(request)
        }),
      )
    await expect.poll(async () => [...new Set(await sentTokens())]).toEqual([renewed])
    // Every refresh a tab sent has been answered before counting.
    await Promise.all(refreshes.map((request) => request.response()))

    expect(refreshes).toHaveLength(1)
    expect(await countRequests(sandboxApi, 'POST', '/auth/refresh')).toBe(1)
    const log = await sandboxApi.requests()
    expect(log.filter((entry) => entry.status === 401)).toEqual([])
    expect(log.filter((entry) => entry.path === '/auth/logout')).toEqual([])
    // Nobody was signed out: both tabs still on their pages, the session still stored.
    for (const [index, tab] of tabs.entries()) {
      expect(new URL(tab.url()).pathname).toBe(paths[index])
      expect(await profileEmailOf(tab)).toBe(seller.email)
    }
    expect(await storedAccessToken(page)).toBe(renewed)
  })
})
