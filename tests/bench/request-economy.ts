/**
 * Request economy: the API calls a scripted session makes, step by step, from Chromium's network
 * events (the page's own requests, with start and end times), against the calls each screen needs
 * at least. Shared by the bench (tests/bench/request-economy-bench.ts, which prints the table) and
 * the regression test (tests/e2e/request-economy.spec.ts, which asserts it).
 */
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core'

/** The query client's default stale time (src/lib/query-client.ts). */
export const STALE_MS = 30_000

export interface ApiCall {
  /** e.g. "GET escrow/pending" (the path after /api/v1/, ids of orders as <id>). */
  call: string
  /** The path as sent. */
  path: string
  method: string
  step: string
  /** ms since the recorder started. */
  startMs: number
  endMs: number | null
}

const ORDER_ID = /\bESC-[A-Z0-9]+\b/gi

/** Records the page's API calls (not the sandbox controls) into the current step. */
export function recordApiCalls(page: Page) {
  const calls: ApiCall[] = []
  const open = new Map<Request, ApiCall>()
  const origin = Date.now()
  let step = 'start'
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/v1/') || url.pathname.includes('/__sandbox')) return
    const path = url.pathname.slice('/api/v1/'.length)
    const entry: ApiCall = {
      call: `${request.method()} ${path.replace(ORDER_ID, '<id>')}`,
      path,
      method: request.method(),
      step,
      startMs: Date.now() - origin,
      endMs: null,
    }
    calls.push(entry)
    open.set(request, entry)
  })
  const finish = (request: Request) => {
    const entry = open.get(request)
    if (entry) entry.endMs = Date.now() - origin
    open.delete(request)
  }
  page.on('requestfinished', finish)
  page.on('requestfailed', finish)
  return {
    calls,
    /** Calls from now on belong to `name`. */
    step(name: string) {
      step = name
    },
    /** Resolves once no API call has been open for `quietMs` (what a step may still trigger). */
    async settled(quietMs = 500) {
      let quietSince = Date.now()
      while (Date.now() - quietSince < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        const last = Math.max(0, ...calls.map((call) => call.endMs ?? Number.POSITIVE_INFINITY))
        if (open.size > 0 || origin + last > quietSince) quietSince = Date.now()
      }
    },
  }
}

/**
 * The least each step's screens need (spec §2, §7): the dashboard shows the profile, the pending
 * orders and the onboarding card (transactions and grouped orders), the header its bell's
 * notifications (lifecycle spec §5); the orders page adds the
 * monthly chart to the grouped orders it shares; an order needs its detail; every later visit is
 * within the 30 s stale time of what it shows; creating an order is one multipart POST.
 */
export const MINIMUM_CALLS: Readonly<Record<string, readonly string[]>> = {
  'sign in → dashboard': [
    'POST auth/login',
    'GET auth/me',
    'GET escrow/pending',
    'GET trnx',
    'GET escrow/all',
    // Issue 25: the bell is the server's (lifecycle spec §5), one GET when the signed-in shell
    // draws; it polls every 20 s (NOTIFICATIONS_POLL_MS), which the session's steps stay within.
    'GET notifications',
  ],
  orders: ['GET escrow/monthly-stats'],
  'an order': ['GET escrow/<id>'],
  'back to dashboard': [],
  transactions: [],
  'back to orders': [],
  // The creation changes the balances the shell shows (the profile): that on-screen query refetches.
  'create an order': ['POST escrow/create', 'GET auth/me'],
}

/** A 2×2 PNG for the wizard's uploader (which checks an image's first bytes). */
const PRODUCT_PHOTO = {
  name: 'phone.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMQaHAAIgYIBQAWDgNBIcP/8wAAAABJRU5ErkJggg==',
    'base64',
  ),
}

/** A delivery date three days ahead, as the date input takes it (YYYY-MM-DD). */
const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)

const mainNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

/**
 * A seller's session driven as a user would: sign in, the orders page, an order, back to the
 * dashboard, transactions, back to orders, then create an order through the wizard. `page` must
 * have the app's origin as its base URL.
 */
export async function scriptedSession(page: Page, account: { email: string; password: string }) {
  const recorder = recordApiCalls(page)
  const step = async (name: keyof typeof MINIMUM_CALLS, act: () => Promise<void>) => {
    recorder.step(name)
    await act()
    await recorder.settled()
  }
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await step('sign in → dashboard', async () => {
    // Enter, not a click: a pointer left where the dashboard draws an order link preloads that
    // order on hover (defaultPreload 'intent'), which is right for a user but not a fixed count.
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1 }).waitFor()
  })
  await step('orders', async () => {
    await mainNav(page, 'Orders').click()
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  })
  await step('an order', async () => {
    await page.getByRole('link', { name: /View/ }).first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/orders/ESC-'))
    await page.getByRole('heading', { level: 1, name: /^Order #ESC-/ }).waitFor()
  })
  await step('back to dashboard', async () => {
    await mainNav(page, 'Overview').click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
  })
  await step('transactions', async () => {
    await mainNav(page, 'Transactions').click()
    await page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1).waitFor()
  })
  await step('back to orders', async () => {
    await mainNav(page, 'Orders').click()
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor()
  })
  await step('create an order', async () => {
    await page.getByRole('button', { name: 'Quick actions' }).click()
    await page.getByRole('menuitem', { name: 'Create order' }).click()
    await page.getByLabel('What are you selling?').fill('Tecno Camon 20')
    await page.getByLabel("Buyer's e-mail").fill('chidi@escrow.test')
    await page.getByLabel("Buyer's phone number").fill('0803 123 4567')
    await page.getByLabel('Delivery note').fill('Boxed')
    await page.getByTestId('image-uploader-input').setInputFiles([PRODUCT_PHOTO])
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('How much are you charging?').fill('15000')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('Delivery date').fill(inThreeDays())
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('An invite link has been sent to chidi@escrow.test').waitFor()
  })
  return recorder.calls
}

/** Every API answer takes this long in the deep-link check, so a call that waited for another shows. */
export const DEEP_LINK_LATENCY_MS = 500

async function setLatency(baseUrl: string, latencyMs: number) {
  const response = await fetch(`${baseUrl}/api/v1/__sandbox/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latency_ms: latencyMs }),
  })
  if (!response.ok) throw new Error(`sandbox config answered ${String(response.status)}`)
}

/**
 * A deep link to /orders/<id> in a new tab of a signed-in browser (tokens in storage, empty
 * caches), with every API answer delayed by DEEP_LINK_LATENCY_MS: its API calls with their start
 * and end times.
 */
export async function deepLinkCalls(
  browser: Browser,
  baseUrl: string,
  storageState: BrowserContextOptions['storageState'],
  orderPath: string,
) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState })
  const page = await context.newPage()
  const recorder = recordApiCalls(page)
  recorder.step('deep link')
  await setLatency(baseUrl, DEEP_LINK_LATENCY_MS)
  try {
    await page.goto(orderPath)
    await page.getByRole('heading', { level: 1, name: /^Order #ESC-/ }).waitFor()
    await recorder.settled()
  } finally {
    await setLatency(baseUrl, 0)
    await context.close()
  }
  return recorder.calls
}

/**
 * GETs of a path that an earlier GET of the same path answered less than the stale time before,
 * with no mutation (a non-GET call) in between: the cache should have served them.
 */
export function duplicatesWithinStaleTime(calls: readonly ApiCall[]): ApiCall[] {
  return calls.filter((call, index) => {
    if (call.method !== 'GET') return false
    const earlier = calls.slice(0, index)
    const previous = earlier.findLast((other) => other.method === 'GET' && other.path === call.path)
    if (!previous) return false
    const mutatedSince = earlier.some(
      (other) => other.method !== 'GET' && other.startMs > previous.startMs,
    )
    return !mutatedSince && call.startMs - (previous.endMs ?? previous.startMs) < STALE_MS
  })
}

/**
 * Whether the calls ran side by side: every call started before the first one to finish had
 * finished (no call waited for another's answer).
 */
export function inParallel(calls: readonly ApiCall[]): boolean {
  const firstEnd = Math.min(...calls.map((call) => call.endMs ?? Number.POSITIVE_INFINITY))
  return calls.every((call) => call.startMs <= firstEnd)
}

export interface StepReport {
  step: string
  calls: string[]
  minimum: string[]
  /** Calls beyond the minimum. */
  extra: string[]
  duplicates: string[]
}

/** Per step: calls made, the minimum, what is extra, and duplicates within the stale time. */
export function stepReports(
  calls: readonly ApiCall[],
  minimum: Readonly<Record<string, readonly string[]>>,
): StepReport[] {
  const duplicates = new Set(duplicatesWithinStaleTime(calls))
  return Object.entries(minimum).map(([step, needed]) => {
    const made = calls.filter((call) => call.step === step)
    const extra = [...made.map((call) => call.call)]
    for (const call of needed) {
      const at = extra.indexOf(call)
      if (at >= 0) extra.splice(at, 1)
    }
    return {
      step,
      calls: made.map((call) => call.call).sort(),
      minimum: [...needed].sort(),
      extra: extra.sort(),
      duplicates: made.filter((call) => duplicates.has(call)).map((call) => call.call),
    }
  })
}
