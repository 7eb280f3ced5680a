/**
 * Every query of every page under faults: a 500, a network failure, and malformed bodies (wrong
 * types, missing fields, HTML instead of JSON). The user must see a clear message with a retry
 * (the spec §8 text where it gives one), the shell must stay usable, nothing may throw in the page,
 * and once the fault clears the retry must bring the content back with the page's state intact.
 *
 * "Network failure" stands for the API process being stopped: the sandbox is shared per worker, so
 * the page's own requests to the endpoint are refused (`route.abort('connectionrefused')`) and
 * recover with `page.unroute`.
 *
 * Console errors that count as expected (anything else fails the test):
 * - Chromium's own "Failed to load resource" line for each failed request;
 * - the app's deliberate logs: spec §8 says dashboard, transaction and dispute-order failures are
 *   "logged" (each query's meta.failureLog), and a body that fails its schema is logged once with
 *   the path ("Unexpected response shape"), so a malformed provider answer can be diagnosed.
 *
 * The second half runs every page under a slow API (2 s per call): a loading indicator (role=status
 * saying Loading, or aria-busy) until the content shows, a cumulative layout shift below 0.01 from
 * navigation to content, and one request however impatiently a link or a retry is double-clicked.
 */
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { PendingOrders } from '../../src/contract/escrow'
import {
  buyer,
  expect,
  expectNoAxeViolations,
  seller,
  test,
  type DemoAccount,
  type SandboxApi,
} from './fixtures'

// ---------------------------------------------------------------------------------------------
// Signing in without the login page (the login form has its own tests; here it would only add time)
// ---------------------------------------------------------------------------------------------

async function tokensOf(page: Page, account: DemoAccount) {
  const response = await page.request.post('/api/v1/auth/login', {
    form: { username: account.email, password: account.password },
  })
  expect(response.ok(), 'API sign-in').toBe(true)
  return v.parse(TokenPair, await response.json())
}

/** Stores a fresh session for `account` before the app's first script runs (once per page). */
async function startSignedIn(page: Page, account: DemoAccount) {
  const tokens = await tokensOf(page, account)
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return
      sessionStorage.setItem('e2e-session-seeded', '1')
      localStorage.setItem('access_token', access)
      localStorage.setItem('refresh_token', refresh)
      localStorage.setItem('access_token_received_at', String(Date.now()))
    },
    [tokens.access_token, tokens.refresh_token] as const,
  )
}

async function firstPendingOrderId(page: Page, account: DemoAccount): Promise<string> {
  const { access_token } = await tokensOf(page, account)
  const response = await page.request.get('/api/v1/escrow/pending', {
    headers: { Authorization: `Bearer ${access_token}` },
  })
  const [order] = v.parse(PendingOrders, await response.json())
  if (!order) throw new Error(`the seed has no pending order for ${account.email}`)
  return order.public_id
}

// ---------------------------------------------------------------------------------------------
// Page errors and console errors
// ---------------------------------------------------------------------------------------------

const EXPECTED_CONSOLE_ERRORS = [
  /^Failed to load resource: /,
  /^Unexpected response shape /,
  /^Failed to load wallet transactions/,
  /^Failed to load pending escrows/,
  /^Failed to load the orders for the dashboard/,
  /^Failed to fetch orders for the dispute selector/,
]

/** Collects uncaught page errors and unexpected console errors for the end of the test. */
function watchErrors(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) {
      problems.push(`console.error: ${text}`)
    }
  })
  return problems
}

// ---------------------------------------------------------------------------------------------
// Endpoints and faults
// ---------------------------------------------------------------------------------------------

interface Endpoint {
  /** After /api/v1. */
  path: string
  /** A 200 body whose fields have the wrong types. */
  wrongTypes: unknown
  /** A 200 body that lacks required fields. */
  missingFields: unknown
}

const groupedOrders: Endpoint = {
  path: '/escrow/all',
  wrongTypes: { pending: 'none', active: 42, completed: null, cancelled: {} },
  missingFields: { pending: [] },
}
const monthlyStats: Endpoint = {
  path: '/escrow/monthly-stats',
  wrongTypes: [{ month: 3, value: 'many' }],
  missingFields: [{ month: 'January' }],
}
const pendingOrders: Endpoint = {
  path: '/escrow/pending',
  wrongTypes: [{ public_id: 7, item_name: ['sofa'], item_price: 'lots', status: 1 }],
  missingFields: [{ public_id: 'ESC-MISSING1' }],
}
const transactions: Endpoint = {
  path: '/trnx',
  wrongTypes: [{ id: 1, amount: 'ten naira', direction: 'sideways', created_at: 5 }],
  missingFields: [{ id: 'TRX-MISSING' }],
}
const disputableOrders: Endpoint = {
  path: '/escrow/available-dispute',
  wrongTypes: [{ public_id: 9, item_price: 'a lot', receiver: 'someone' }],
  missingFields: [{ item_name: 'Lagos rooftop tent' }],
}
const profile: Endpoint = {
  path: '/auth/me',
  wrongTypes: { id: 'one', full_name: 42, wallet_balance: 'lots', pending_transactions: 'two' },
  missingFields: { email: 'ada@escrow.test' },
}
const orderDetail = (publicId: string): Endpoint => ({
  path: `/escrow/${publicId}`,
  wrongTypes: { public_id: publicId, item_name: 12, item_price: 'lots', status: true },
  missingFields: { public_id: publicId },
})

const SERVER_DETAIL = 'The database is not answering'

interface Fault {
  name: string
  apply(page: Page, endpoint: Endpoint, sandbox: FaultControls): Promise<void>
}

interface FaultControls {
  fail(rule: { path: string; status: number; body?: unknown; raw?: string }): Promise<void>
}

// Enough failures for the first load and every automatic retry.
const TIMES = 50

const FAULTS: readonly Fault[] = [
  {
    name: 'HTTP 500',
    apply: (_page, { path }, sandbox) =>
      sandbox.fail({ path, status: 500, body: { detail: SERVER_DETAIL } }),
  },
  {
    name: 'network failure',
    apply: async (page, { path }) => {
      await page.route(`**/api/v1${path}`, (route) => route.abort('connectionrefused'))
    },
  },
  {
    name: 'wrong types',
    apply: (_page, { path, wrongTypes }, sandbox) =>
      sandbox.fail({ path, status: 200, body: wrongTypes }),
  },
  {
    name: 'missing fields',
    apply: (_page, { path, missingFields }, sandbox) =>
      sandbox.fail({ path, status: 200, body: missingFields }),
  },
  {
    name: 'HTML instead of JSON',
    apply: (_page, { path }, sandbox) =>
      sandbox.fail({
        path,
        status: 200,
        raw: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      }),
  },
]

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

test.describe.configure({ mode: 'parallel' })

for (const fault of FAULTS) {
  test.describe(fault.name, () => {
    // Each page's error view is the same whatever the fault: axe checks it (and the recovered page)
    // under the first fault class only.
    const checkAccessibility = fault === FAULTS[0]
    test.use({ axeAfterEach: checkAccessibility })
    let problems: string[] = []
    let controls: FaultControls
    /** Undoes the fault: the sandbox's failures and the page's refused routes. */
    let clearFault: () => Promise<void>

    test.beforeEach(({ page, sandboxApi }) => {
      problems = watchErrors(page)
      controls = {
        fail: (rule) => sandboxApi.fail({ method: 'GET', times: TIMES, ...rule }),
      }
      clearFault = async () => {
        await sandboxApi.clearFailures()
        await page.unrouteAll({ behavior: 'wait' })
      }
    })

    test.afterEach(() => {
      expect(problems, 'uncaught page errors or unexpected console errors').toEqual([])
    })

    test('/orders: the spec message with Try Again; the tab survives the retry', async ({
      page,
    }) => {
      await startSignedIn(page, seller)
      await fault.apply(page, groupedOrders, controls)
      await fault.apply(page, monthlyStats, controls)
      await page.goto('/orders?status=pending')

      const alert = page.getByRole('alert')
      await expect(alert).toContainText('Failed to fetch orders. Please try again.', {
        timeout: 15_000,
      })
      await expectShellUsable(page)
      if (checkAccessibility) await expectNoAxeViolations(page)

      await clearFault()
      await alert.getByRole('button', { name: 'Try Again' }).click()
      await expect(page.getByRole('tab', { name: /^Pending/, selected: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Order overview' })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      expect(new URL(page.url()).searchParams.get('status')).toBe('pending')
    })

    test('/transactions: a clear message with Try Again; the filter survives the retry', async ({
      page,
    }) => {
      await startSignedIn(page, seller)
      await fault.apply(page, transactions, controls)
      await page.goto('/transactions?type=debit')

      const alert = page.getByRole('alert')
      await expect(alert).toContainText("We couldn't load your transactions.", { timeout: 15_000 })
      await expectShellUsable(page)
      if (checkAccessibility) await expectNoAxeViolations(page)

      await clearFault()
      await alert.getByRole('button', { name: 'Try Again' }).click()
      await expect(page.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible()
      await expect(page.getByRole('tab', { name: /^Debit/, selected: true })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
    })

    for (const viewer of ['signed in', 'signed out'] as const) {
      test(`/orders/<id> ${viewer}: the spec message with Try Again and Go Back`, async ({
        page,
      }) => {
        const publicId = await firstPendingOrderId(page, seller)
        if (viewer === 'signed in') await startSignedIn(page, seller)
        await fault.apply(page, orderDetail(publicId), controls)
        await page.goto(`/orders/${publicId}`)

        const alert = page.getByRole('alert')
        const message = fault.name === 'HTTP 500' ? SERVER_DETAIL : 'Failed to load order details'
        await expect(alert).toContainText(message, { timeout: 15_000 })
        await expect(alert.getByRole('button', { name: 'Go Back' })).toBeVisible()
        if (checkAccessibility) await expectNoAxeViolations(page)

        await clearFault()
        await alert.getByRole('button', { name: 'Try Again' }).click()
        await expect(
          page.getByRole('heading', { level: 1, name: `Order #${publicId}` }),
        ).toBeVisible()
        await expect(page.getByRole('alert')).toHaveCount(0)
      })
    }

    test('/dashboard: each widget fails on its own with a retry; the balances still show', async ({
      page,
    }) => {
      await startSignedIn(page, seller)
      for (const endpoint of [pendingOrders, transactions, groupedOrders]) {
        await fault.apply(page, endpoint, controls)
      }
      await page.goto('/dashboard')

      const pending = page.getByRole('region', { name: 'Pending Escrows' })
      const onboarding = page.getByRole('region', { name: 'Get started' })
      await expect(pending.getByRole('alert')).toContainText(
        "We couldn't load your pending escrows.",
        { timeout: 15_000 },
      )
      await expect(onboarding).toContainText("We couldn't check your progress.")
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${seller.firstName}`)
      await expect(page.getByRole('region', { name: 'Wallet balance', exact: true })).toContainText(
        '₦',
      )
      await expectShellUsable(page)
      if (checkAccessibility) await expectNoAxeViolations(page)

      await clearFault()
      await pending.getByRole('button', { name: 'Try again' }).click()
      await expect(pending.getByRole('article').first()).toBeVisible()
      await onboarding.getByRole('button', { name: 'Check again' }).click()
      await expect(onboarding).toContainText('% done')
      await expect(page.getByRole('alert')).toHaveCount(0)
    })

    test('/disputes: the escrow list of Raise Dispute says so, with Try Again', async ({
      page,
    }) => {
      await startSignedIn(page, buyer)
      await fault.apply(page, disputableOrders, controls)
      await page.goto('/disputes')
      await page.getByRole('button', { name: 'Raise Dispute' }).click()

      const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
      const alert = dialog.getByRole('alert')
      await expect(alert).toContainText('Failed to fetch orders. Please try again.', {
        timeout: 15_000,
      })
      // The reason typed meanwhile is kept through the retry.
      await dialog.getByLabel('Reason').fill('The parcel never came')
      if (checkAccessibility) await expectNoAxeViolations(page)

      await clearFault()
      await alert.getByRole('button', { name: 'Try Again' }).click()
      await expect(alert).toBeHidden()
      await expect(dialog.getByLabel('Escrow').locator('option')).not.toHaveCount(1)
      await expect(dialog.getByLabel('Reason')).toHaveValue('The parcel never came')
    })

    test('session start-up (GET /auth/me on reload): a deep link waits at sign-in, then goes on', async ({
      page,
    }) => {
      await startSignedIn(page, buyer)
      await fault.apply(page, profile, controls)
      await page.goto('/escrow/new?role=buyer')

      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 })
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
      await expect(page.getByRole('status')).toContainText(
        "We couldn't reach the server to restore your session.",
      )
      // The stored session is kept: the server never refused it.
      expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull()
      if (checkAccessibility) await expectNoAxeViolations(page)

      await clearFault()
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.waitForURL((url) => url.pathname === '/escrow/new')
      await expect(page.getByLabel('What are you buying?')).toBeVisible()
    })
  })
}

/** The header and navigation still work: the bell opens its (local) notifications, a link is live. */
async function expectShellUsable(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click()
  const menu = page.getByRole('menu', { name: 'Notifications' })
  await expect(menu.getByRole('menuitem').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }),
  ).toBeEnabled()
}

// ---------------------------------------------------------------------------------------------
// Every page under a slow API (2 s per call): a loading indicator, no layout shift, one request
// however impatient the clicks. (Here rather than in a spec of its own: it signs in the same way.)
// ---------------------------------------------------------------------------------------------

const SLOW_MS = 2_000
/** "Good" CLS is below 0.1; a page that draws its placeholders at the content's size stays near 0. */
const MAX_CLS = 0.01

/** Sums layout shifts not caused by input, from the first paint on (the buffered entries included). */
function recordLayoutShifts() {
  const record = { cls: 0, shifts: [] as string[] }
  Object.assign(window, { __layoutShifts: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: {
        node?: Node | null
        previousRect: DOMRectReadOnly
        currentRect: DOMRectReadOnly
      }[]
    })[]) {
      if (entry.hadRecentInput) continue
      record.cls += entry.value
      const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
        `${String(x)},${String(y)} ${String(width)}×${String(height)}`
      const nodes = (entry.sources ?? []).map((source) => {
        const name =
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
            : String(source.node?.nodeName)
        return `${name} ${rect(source.previousRect)} → ${rect(source.currentRect)}`
      })
      record.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`)
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

async function getsOf(sandboxApi: SandboxApi, path: string) {
  const log = await sandboxApi.requests()
  return log.filter((entry) => entry.method === 'GET' && entry.path === path).length
}

async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: { cls: number; shifts: string[] } }).__layoutShifts,
  )
}

interface SlowPage {
  name: string
  url: (orderId: string) => string
  account: DemoAccount | null
  /** What shows once the page has its data. */
  loaded: (page: Page) => ReturnType<Page['getByRole']>
}

const SLOW_PAGES: readonly SlowPage[] = [
  {
    name: '/dashboard',
    url: () => '/dashboard',
    account: seller,
    loaded: (page) =>
      page.getByRole('region', { name: 'Pending Escrows' }).getByRole('article').first(),
  },
  {
    name: '/orders',
    url: () => '/orders',
    account: seller,
    loaded: (page) => page.getByRole('group', { name: /^Orders per month/ }),
  },
  {
    name: '/orders/<id> signed in',
    url: (id) => `/orders/${id}`,
    account: seller,
    loaded: (page) => page.getByRole('heading', { level: 1, name: /^Order #/ }),
  },
  {
    name: '/orders/<id> signed out',
    url: (id) => `/orders/${id}`,
    account: null,
    loaded: (page) => page.getByRole('heading', { level: 1, name: /^Order #/ }),
  },
  {
    name: '/transactions',
    url: () => '/transactions',
    account: seller,
    loaded: (page) => page.getByRole('heading', { name: 'Wallet Transactions' }),
  },
  {
    name: '/disputes',
    url: () => '/disputes',
    account: buyer,
    loaded: (page) => page.getByRole('heading', { name: 'Dispute Resolution' }),
  },
  {
    name: '/referrals',
    url: () => '/referrals',
    account: seller,
    loaded: (page) => page.getByLabel('Your invite link'),
  },
  {
    name: '/escrow/new',
    url: () => '/escrow/new?role=seller',
    account: seller,
    loaded: (page) => page.getByLabel('What are you selling?'),
  },
]

test.describe('slow API (2 s per call)', () => {
  for (const target of SLOW_PAGES) {
    test(`${target.name}: a loading indicator, then the content without layout shift`, async ({
      page,
      sandboxApi,
    }) => {
      const orderId = await firstPendingOrderId(page, seller)
      if (target.account) await startSignedIn(page, target.account)
      await page.addInitScript(recordLayoutShifts)
      await sandboxApi.config({ latency_ms: SLOW_MS })

      await page.goto(target.url(orderId), { waitUntil: 'commit' })
      const loading = page.locator('[role="status"]:has-text("Loading"), [aria-busy="true"]')
      await expect(loading.first()).toBeAttached()
      await expect(target.loaded(page)).toBeVisible({ timeout: 20_000 })
      await expect(loading).toHaveCount(0, { timeout: 10_000 })

      const { cls, shifts } = await layoutShifts(page)
      test
        .info()
        .annotations.push({ type: 'CLS', description: `${target.name}: ${cls.toFixed(4)}` })
      expect(cls, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(MAX_CLS)
    })
  }

  test('an impatient double click on a navigation link sends one request', async ({
    page,
    sandboxApi,
  }) => {
    await startSignedIn(page, seller)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${seller.firstName}`)
    await sandboxApi.config({ latency_ms: SLOW_MS })
    await sandboxApi.clearRequests()

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Orders' })
      .dblclick()
    await expect(page.getByRole('group', { name: /^Orders per month/ })).toBeVisible({
      timeout: 15_000,
    })
    expect(await getsOf(sandboxApi, '/escrow/monthly-stats')).toBe(1)
  })

  test('impatient double clicks on Try Again and Try again send one request each', async ({
    page,
    sandboxApi,
  }) => {
    await startSignedIn(page, seller)
    await sandboxApi.fail({ method: 'GET', path: '/escrow/pending', status: 500, times: TIMES })
    await page.goto('/dashboard')
    const pending = page.getByRole('region', { name: 'Pending Escrows' })
    await expect(pending.getByRole('alert')).toBeVisible({ timeout: 15_000 })

    await sandboxApi.clearFailures()
    await sandboxApi.config({ latency_ms: SLOW_MS })
    await sandboxApi.clearRequests()
    await pending.getByRole('button', { name: 'Try again' }).dblclick()
    await expect(pending.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
    const pendingGets = await getsOf(sandboxApi, '/escrow/pending')

    await sandboxApi.config({ latency_ms: 0 })
    await sandboxApi.fail({ method: 'GET', path: '/trnx', status: 500, times: TIMES })
    await page.goto('/transactions')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText("We couldn't load your transactions.", { timeout: 15_000 })
    await sandboxApi.clearFailures()
    await sandboxApi.config({ latency_ms: SLOW_MS })
    await sandboxApi.clearRequests()
    await alert.getByRole('button', { name: 'Try Again' }).dblclick()
    await expect(page.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible({
      timeout: 15_000,
    })

    expect({ pending: pendingGets, transactions: await getsOf(sandboxApi, '/trnx') }).toEqual({
      pending: 1,
      transactions: 1,
    })
  })
})
