/**
 * The session journeys. This is the only spec that signs in through the form (every other spec
 * starts signed in through `signedInAs`). What the unit and component tests already prove stays
 * there: every open-redirect payload (tests/unit/safe-redirect.test.ts), the refresh timer, the
 * single-flight refresh and start-up failures (tests/unit/token-store.test.ts), logout with an
 * expired access token (tests/unit/revoke-session.test.ts), the form's error messages
 * (tests/component/session/*). Sign-out and one refresh for several tabs: tests/e2e/cross-tab.spec.ts.
 */
import type { Page } from '@playwright/test'
import { DOT_SEGMENT_ATTACKS } from '../support/redirect-attacks'
import { countRequests } from '../support/e2e'
import { buyer, expect, seller, test } from './fixtures'

/** Records every path the page's history shows, so a test can prove a screen never flashed. */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [location.pathname]
    const record = () => {
      seen.push(location.pathname)
    }
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args)
        record()
      }
    }
    Object.assign(window, { __paths: seen })
  })
  return () => page.evaluate(() => (window as unknown as { __paths: string[] }).__paths)
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A return path that normalises to `//evil.com` (all payloads: tests/unit/safe-redirect.test.ts). */
const FOREIGN_RETURN_PATH = DOT_SEGMENT_ATTACKS[0]

test('signs in with a demo account shown on the page and welcomes the user; another tab on /login moves on to its return path', async ({
  page,
  context,
}) => {
  const other = await context.newPage()
  await other.goto('/login?redirect=%2Fprofile')
  await page.goto('/login')
  await expect(page.getByText('ada@escrow.test / sandbox123')).toBeVisible()
  await page.getByRole('button', { name: 'Use seller account' }).click()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
  await other.waitForURL((url) => url.pathname === '/profile', { timeout: 2_000 })
})

test('registers a new account through the four steps and lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/register')
  await page.getByLabel('Full name').fill('Chioma Nwosu')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Email').fill('chioma@escrow.test')
  await page.getByLabel('Phone number').fill('08031234567')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('NIN').fill('12345678901')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Password', { exact: true }).fill('secret1')
  await page.getByLabel('Confirm password').fill('secret1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText("You're all set, Chioma Nwosu!")).toBeVisible()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chioma')
})

test('a deep link while signed out returns there after sign-in, search and hash included', async ({
  page,
}) => {
  const paths = await recordPaths(page)
  await page.goto('/orders?status=active#list')
  await page.waitForURL('**/login?**')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/orders?status=active#list')
  await fillLogin(page, seller.email, seller.password)
  await page.waitForURL((url) => url.pathname === '/orders')
  const url = new URL(page.url())
  expect(url.search).toBe('?status=active')
  expect(url.hash).toBe('#list')
  // The redirect to /login replaced the protected entry, and sign-in replaced /login: the history
  // holds no /login entry behind the order list, so Back leaves the app instead of bouncing.
  expect(await paths()).toContain('/login')
  expect(await page.evaluate(() => history.length)).toBe(2)
  await page.goBack()
  expect(page.url()).toBe('about:blank')
})

test(`the sign-in form stays where it is while the sandbox demo accounts arrive, and never follows a foreign return path (${FOREIGN_RETURN_PATH})`, async ({
  page,
  sandboxApi,
  baseURL,
}) => {
  // Under load the demo-accounts chunk arrived after the fields were filled; with the card
  // centred it moved the button 74 px up mid-click, and the click sent nothing.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/DemoAccounts-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/login?redirect=${encodeURIComponent(FOREIGN_RETURN_PATH)}`)
  await page.getByLabel('Email', { exact: true }).fill(buyer.email)
  await page.getByLabel('Password', { exact: true }).fill(buyer.password)
  const button = page.getByRole('button', { name: 'Sign in', exact: true })
  const before = await button.boundingBox()
  release()
  await expect(page.getByRole('heading', { name: 'Sandbox demo accounts' })).toBeVisible()
  expect(await button.boundingBox()).toEqual(before)
  await button.click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  expect(await countRequests(sandboxApi, 'POST', '/auth/login')).toBe(1)
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
  expect(page.url()).not.toMatch(/evil\.(example|com)/)
})

test.describe('signed in', () => {
  test.use({ signedInAs: seller })

  test('a signed-in start shows a spinner while the session loads, never the sign-in page; /login and /register send a signed-in user on, to a safe return path only; unknown paths and / go to the dashboard', async ({
    page,
    sandboxApi,
    baseURL,
  }) => {
    const paths = await recordPaths(page)
    await sandboxApi.config({ latency_ms: 1000 })
    await page.goto('/dashboard')
    await expect(page.getByRole('status').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName, {
      timeout: 10_000,
    })
    expect(await paths()).not.toContain('/login')
    await sandboxApi.config({ latency_ms: 0 })

    await page.goto(`/login?redirect=${encodeURIComponent(FOREIGN_RETURN_PATH)}`)
    await page.waitForURL((url) => url.pathname === '/dashboard')
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
    await page.goto('/login?redirect=%2Fprofile')
    await page.waitForURL((url) => url.pathname === '/profile')
    await page.goto('/register')
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/no/such/page')
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.goto('/')
    await page.waitForURL((url) => url.pathname === '/dashboard')
  })

  test('an expired access token: 50 concurrent 401s share one refresh and each call is retried once; a refused refresh signs out to /login', async ({
    page,
    sandboxApi,
  }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
    await page.waitForFunction(() => window.__escrowSandbox !== undefined)
    await sandboxApi.expireTokens()
    await sandboxApi.clearRequests()
    const results = await page.evaluate(() =>
      Promise.allSettled(
        Array.from(
          { length: 50 },
          () => window.__escrowSandbox?.get('auth/me') ?? Promise.reject(new Error('no hook')),
        ),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(50)
    const log = await sandboxApi.requests()
    const me = log.filter((entry) => entry.path.endsWith('/auth/me'))
    expect(log.filter((entry) => entry.path.endsWith('/auth/refresh'))).toHaveLength(1)
    expect(me.filter((entry) => entry.status === 401)).toHaveLength(50)
    expect(me.filter((entry) => entry.status === 200)).toHaveLength(50)

    // Expired again, and this time the server refuses the refresh.
    await sandboxApi.expireTokens()
    await sandboxApi.fail({
      method: 'POST',
      path: '/auth/refresh',
      status: 401,
      body: { detail: 'Invalid refresh token' },
    })
    await sandboxApi.clearRequests()
    await page.evaluate(() => window.__escrowSandbox?.get('auth/me').catch(() => null))
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
    expect(await countRequests(sandboxApi, 'POST', '/auth/refresh')).toBe(1)
  })
})
