import type { Page } from '@playwright/test'
import { DOT_SEGMENT_ATTACKS } from '../support/redirect-attacks'
import { countRequests } from '../support/e2e'
import { buyer, expect, seller, signIn, test } from './fixtures'

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

/** Goes through the four sign-up steps with valid answers and presses Create Account. */
async function register(page: Page, fullName: string, email: string) {
  await page.goto('/register')
  await page.getByLabel('Full name').fill(fullName)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill('08031234567')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('NIN').fill('12345678901')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Password', { exact: true }).fill('secret1')
  await page.getByLabel('Confirm password').fill('secret1')
  await page.getByRole('button', { name: 'Create Account' }).click()
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test('signs in with a demo account shown on the page and welcomes the user', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByText('ada@escrow.test / sandbox123')).toBeVisible()
  await page.getByRole('button', { name: 'Use seller account' }).click()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
})

test('shows the server detail for a wrong password and keeps what was typed', async ({ page }) => {
  await page.goto('/login')
  await fillLogin(page, seller.email, 'not-the-password')
  await expect(page.getByRole('alert')).toContainText('Incorrect email or password')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(seller.email)
})

test('registers a new account through the four steps and lands on the dashboard', async ({
  page,
}) => {
  await register(page, 'Chioma Nwosu', 'chioma@escrow.test')
  await expect(page.getByText("You're all set, Chioma Nwosu!")).toBeVisible()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chioma')
})

test('registering an e-mail twice shows the server detail', async ({ page }) => {
  await register(page, 'Adaeze Okafor', seller.email)
  await expect(page.getByRole('alert')).toContainText('already exists')
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

const attacks = [
  'https://evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%0d/evil.example',
  '\t//evil.example',
  '\n//evil.example',
  'javascript:alert(1)',
  ...DOT_SEGMENT_ATTACKS,
]
for (const attack of attacks) {
  test(`never follows a foreign return path: ${JSON.stringify(attack)}`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(attack)}`)
    await fillLogin(page, seller.email, seller.password)
    await page.waitForURL((url) => url.pathname === '/dashboard')
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    expect(page.url()).not.toMatch(/evil\.(example|com)/)
  })
}

for (const attack of DOT_SEGMENT_ATTACKS) {
  test(`a signed-in visitor of /login with the return path ${attack} lands on the dashboard`, async ({
    page,
    baseURL,
  }) => {
    await signIn(page, seller)
    await page.goto(`/login?redirect=${encodeURIComponent(attack)}`)
    await page.waitForURL((url) => url.pathname === '/dashboard')
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
  })
}

test('a signed-in user opening /login or /register is sent on', async ({ page }) => {
  await signIn(page, seller)
  await page.goto('/login?redirect=%2Fprofile')
  await page.waitForURL((url) => url.pathname === '/profile')
  await page.goto('/register')
  await page.waitForURL((url) => url.pathname === '/dashboard')
})

test('unknown paths and / go to the dashboard', async ({ page }) => {
  await signIn(page, seller)
  await page.goto('/no/such/page')
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await page.goto('/')
  await page.waitForURL((url) => url.pathname === '/dashboard')
})

test('a signed-in reload shows a spinner while the session loads, never the sign-in page', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
  const paths = await recordPaths(page)
  await sandboxApi.config({ latency_ms: 1500 })
  await page.reload()
  await expect(page.getByRole('status').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName, {
    timeout: 10_000,
  })
  expect(await paths()).not.toContain('/login')
})

test('the refresh timer renews a short-lived token before it expires: no call sees a 401', async ({
  page,
  sandboxApi,
}) => {
  await sandboxApi.config({ access_ttl_seconds: 6 })
  await signIn(page, seller)
  await sandboxApi.clearRequests()
  // Two lifetimes: the timer must have refreshed at least twice (halfway through each 6 s token).
  await page.waitForTimeout(8_000)
  await page.evaluate(() => window.__escrowSandbox?.get('auth/me'))
  const log = await sandboxApi.requests()
  expect(log.filter((entry) => entry.path.endsWith('/auth/refresh')).length).toBeGreaterThanOrEqual(
    2,
  )
  expect(log.filter((entry) => entry.status === 401)).toEqual([])
})

test('50 concurrent calls that all get 401 cause exactly one refresh, and each is retried once', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
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
  const refreshes = log.filter((entry) => entry.path.endsWith('/auth/refresh'))
  console.log(
    `401 storm: ${String(refreshes.length)} refresh call(s), ${String(me.length)} /auth/me calls`,
  )
  expect(refreshes).toHaveLength(1)
  expect(me.filter((entry) => entry.status === 401)).toHaveLength(50)
  expect(me.filter((entry) => entry.status === 200)).toHaveLength(50)
})

test('a refused refresh signs the user out and sends them to /login', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
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
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
  expect(await countRequests(sandboxApi, 'POST', '/auth/refresh')).toBe(1)
})

test('two tabs: one refresh serves both, with exactly one refresh call', async ({
  page,
  context,
  sandboxApi,
}) => {
  await sandboxApi.config({ access_ttl_seconds: 8 })
  await signIn(page, seller)
  const second = await context.newPage()
  await second.goto('/dashboard')
  await expect(second.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
  await sandboxApi.clearRequests()
  // Both tabs schedule the refresh for the same moment (halfway through the 8 s token).
  await page.waitForTimeout(5_500)
  const refreshes = await countRequests(sandboxApi, 'POST', '/auth/refresh')
  console.log(`two tabs: ${String(refreshes)} refresh call(s) for one renewal`)
  expect(refreshes).toBe(1)
  const tokens = await Promise.all(
    [page, second].map((tab) => tab.evaluate(() => localStorage.getItem('access_token'))),
  )
  expect(tokens[0]).toBe(tokens[1])
  await second.evaluate(() => window.__escrowSandbox?.get('auth/me'))
  const log = await sandboxApi.requests()
  expect(log.filter((entry) => entry.status === 401)).toEqual([])
})

test('signing in on one tab moves another tab off /login to its return path', async ({
  page,
  context,
}) => {
  const other = await context.newPage()
  await other.goto('/login?redirect=%2Fprofile')
  await signIn(page, buyer)
  await other.waitForURL((url) => url.pathname === '/profile', { timeout: 2_000 })
})

test('signing out on one tab signs out the other within a second; Back shows no protected data', async ({
  page,
  context,
}) => {
  await signIn(page, seller)
  const other = await context.newPage()
  await other.goto('/dashboard')
  await expect(other.getByRole('heading', { level: 1 })).toContainText(seller.firstName)

  // Leave an entry in the history behind the sign-out, so Back has a protected page to go to.
  await page.getByRole('link', { name: 'Profile' }).first().click()
  await page.waitForURL((url) => url.pathname === '/profile')
  await expect(page.getByText(seller.email).first()).toBeVisible()

  await page.getByRole('button', { name: /^Account/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  await other.waitForURL((url) => url.pathname === '/login', { timeout: 1_000 })

  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/login')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText(seller.fullName)).toHaveCount(0)
})

test('a network failure while one tab starts keeps every other tab signed in, and that tab recovers', async ({
  page,
  context,
}) => {
  await signIn(page, seller)
  const second = await context.newPage()
  // Only the second tab's first profile check fails, as on a flaky connection.
  let failed = 0
  await second.route('**/api/v1/auth/me', async (route) => {
    if (failed === 0) {
      failed += 1
      await route.abort('internetdisconnected')
    } else {
      await route.fallback()
    }
  })
  await second.goto('/dashboard')
  await second.waitForURL((url) => url.pathname === '/login')
  // The stored session survives: the first tab stays signed in, even across a reload.
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
  expect(page.url()).toContain('/dashboard')
  // The second tab tries again by itself and moves on to where it was going.
  await second.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 })
  await expect(second.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
})

test('signing out with an expired access token still ends the server session', async ({
  page,
  sandboxApi,
}) => {
  // 2 s tokens: the timer renews the first one after 1 s, then waits 30 s (the refresh floor), so the
  // second token expires in our hands.
  await sandboxApi.config({ access_ttl_seconds: 2 })
  await signIn(page, seller)
  await expect.poll(() => countRequests(sandboxApi, 'POST', '/auth/refresh')).toBe(1)
  await page.waitForTimeout(2_500)
  await sandboxApi.clearRequests()
  await page.getByRole('button', { name: /^Account/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  await expect
    .poll(async () => {
      const log = await sandboxApi.requests()
      return log
        .filter((entry) => /\/auth\/(logout|refresh)$/.test(entry.path))
        .map((entry) => `${entry.path.split('/').pop() ?? ''} ${String(entry.status)}`)
    })
    .toEqual(['refresh 200', 'logout 200'])
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull()
})

test('the sign-in form stays where it is while the sandbox demo accounts arrive', async ({
  page,
  sandboxApi,
}) => {
  // Under load the demo-accounts chunk arrived after the fields were filled; with the card
  // centred it moved the button 74 px up mid-click, and the click sent nothing.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/DemoAccounts-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
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
})
