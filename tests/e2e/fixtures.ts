/**
 * Playwright fixtures for the end-to-end suite. Import `test` and `expect` from here, never from
 * '@playwright/test' directly.
 *
 * - `sandbox` (worker): one fresh in-memory sandbox per worker, serving the built app from dist/
 *   (run `vite build` first). `baseURL` points at it, so `page.goto('/login')` just works. In the
 *   Playwright project `paystack` it serves the build users get (dist-paystack/, or
 *   E2E_PAYSTACK_DIST_DIR) and answers as a strict provider: only the fields the contracts name,
 *   Decimal strings, naive UTC times (src/server/strict-mode.ts).
 * - reset (auto, per test): POST /api/v1/__sandbox/reset before every test, so each test starts
 *   from the deterministic seed no matter what the previous test in this worker did.
 * - `sandboxApi`: typed calls to the sandbox controls (latency, injected failures, token expiry,
 *   request log, card payments).
 * - `signedInAs` (option): `test.use({ signedInAs: seller })` starts every page of the test signed
 *   in as that account. The tokens come from an API sign-in after the reset and are put into the
 *   context's storage before any page loads (Playwright's `storageState`), so the app starts up
 *   as it does for a returning user. Only the session specs go through the sign-in form
 *   (`signIn`); a test that needs a second account in the same test uses `signInByApi`.
 * - Accessibility by opt-in: `a11y-states.spec.ts` walks every route and state with axe (WCAG 2.0/
 *   2.1 A and AA). A test that brings about a state the walk cannot reach calls
 *   `expectNoAxeViolations(page)`; `test.use({ axeAfterEach: true })` additionally checks every
 *   page still open when the test has passed.
 * - Content-Security-Policy: every page of the test's context is watched for CSP violations (the
 *   `securitypolicyviolation` event in every frame, and Chromium's "Content Security Policy"
 *   console messages, which also cover frames an init script never reaches, such as a library's
 *   about:blank iframe). Any violation fails the test once it has passed; `cspViolations` is the
 *   live list. `test.use({ failOnCspViolation: false })` opts a file out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AxeBuilder } from '@axe-core/playwright'
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { SandboxPayment } from '../../src/contract/sandbox'
import { STORAGE_KEYS } from '../../src/lib/session/storage-keys'
import { startSandboxServer, type SandboxServer } from '../../src/server/http-server'

export { expect }

// E2E_DIST_DIR lets parallel work test its own build without another build overwriting dist/.
const distDir = process.env.E2E_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url))
/** The Paystack build (tests/run-all.mjs builds it into a temporary folder). */
const paystackDistDir =
  process.env.E2E_PAYSTACK_DIST_DIR ??
  fileURLToPath(new URL('../../dist-paystack', import.meta.url))

/** Paystack's checkout origin, which only a Paystack build names. */
const PAYSTACK_CHECKOUT = 'https://checkout.paystack.com/'

function assertBuild(dir: string, paystack: boolean) {
  const hint = paystack
    ? `run \`VITE_SANDBOX=false VITE_PAYMENT_PROVIDER=paystack VITE_PROVIDER_FEATURES=all npx vite build --outDir ${dir}\``
    : 'run `npx vite build` before the e2e tests.'
  if (!existsSync(`${dir}/index.html`)) throw new Error(`No build in ${dir}: ${hint}`)
  if (!paystack) return
  // An absolute outDir: a relative one is taken from Vite's root, src/.
  const assets = readdirSync(`${dir}/assets`).filter((name) => name.endsWith('.js'))
  const bundled = assets.some((name) =>
    readFileSync(`${dir}/assets/${name}`, 'utf8').includes(PAYSTACK_CHECKOUT),
  )
  if (!bundled) throw new Error(`${dir} is not a Paystack build: ${hint}`)
}

// ---------------------------------------------------------------------------------------------
// Demo accounts (seeded by the sandbox; src/contract/demo-accounts.ts)
// ---------------------------------------------------------------------------------------------

export interface DemoAccount {
  fullName: string
  firstName: string
  email: string
  password: string
}

function demoAccount(role: (typeof DEMO_ACCOUNTS)[number]['role']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)
  if (account === undefined) throw new Error(`No ${role} in DEMO_ACCOUNTS`)
  const { fullName, email, password } = account
  return { fullName, firstName: fullName.split(' ')[0] ?? fullName, email, password }
}

/** Adaeze Okafor, ada@escrow.test / sandbox123 (from the sandbox seed). */
export const seller = demoAccount('Seller')
/** Bayo Adeyemi, bayo@escrow.test / sandbox123 (from the sandbox seed). */
export const buyer = demoAccount('Buyer')

/** A fresh token pair of `account`'s, from an API sign-in (not through any page). */
export async function apiTokens(
  request: APIRequestContext,
  account: Pick<DemoAccount, 'email' | 'password'>,
) {
  const response = await request.post('/api/v1/auth/login', {
    form: { username: account.email, password: account.password },
  })
  expect(response.ok(), `API sign-in as ${account.email}`).toBe(true)
  return v.parse(TokenPair, await response.json())
}

/** The app's stored session (src/lib/session/storage-keys.ts) for a token pair. */
function storedSession(tokens: TokenPair) {
  return [
    { name: STORAGE_KEYS.access, value: tokens.access_token },
    { name: STORAGE_KEYS.refresh, value: tokens.refresh_token },
    { name: STORAGE_KEYS.receivedAt, value: String(Date.now()) },
  ]
}

/**
 * Signs `account` in without the form: an API sign-in, then its tokens are stored before the next
 * document of this context loads, once (a later sign-out stays signed out). Navigate afterwards.
 */
export async function signInByApi(page: Page, account: DemoAccount): Promise<void> {
  const entries = storedSession(await apiTokens(page.request, account))
  await page.context().addInitScript(
    ([items, marker]) => {
      if (localStorage.getItem(marker) !== null) return
      localStorage.setItem(marker, '1')
      for (const { name, value } of items) localStorage.setItem(name, value)
    },
    [entries, `e2e-seeded-${account.email}`] as const,
  )
}

/** Signs in through the login form and waits until the app has moved on to /dashboard. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
}

// ---------------------------------------------------------------------------------------------
// Accessibility
// ---------------------------------------------------------------------------------------------

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe violations on the page as it is now, one readable line per rule and affected node. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze()
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n')
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`
  })
}

/** Fails the test when axe finds WCAG 2.0/2.1 A/AA violations in the page's current state. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page)
  expect(violations, `axe found accessibility violations on ${page.url()}`).toEqual([])
}

/** The after-each check: every open page of the test's context, in its final state. */
async function checkOpenPages(
  pages: readonly Page[],
  visited: readonly string[],
  testInfo: TestInfo,
) {
  await testInfo.attach('visited-pages', { body: visited.join('\n'), contentType: 'text/plain' })
  const report: string[] = []
  for (const page of pages) {
    if (page.isClosed() || page.url() === 'about:blank') continue
    await page.waitForLoadState('load')
    const violations = await axeViolations(page)
    if (violations.length > 0) report.push(`${page.url()}\n  ${violations.join('\n  ')}`)
  }
  expect(
    report,
    `axe found accessibility violations at the end of the test (pages visited:\n  ${visited.join('\n  ')})`,
  ).toEqual([])
}

// ---------------------------------------------------------------------------------------------
// Sandbox controls (all under /api/v1/__sandbox)
// ---------------------------------------------------------------------------------------------

export interface SandboxFailure {
  /** Defaults to any method. */
  method?: string
  /** The path with or without /api/v1, e.g. '/escrow/all'; a trailing `*` matches a prefix. */
  path: string
  status: number
  /** JSON body of the failure; defaults to `{ detail: 'Injected failure' }`. */
  body?: unknown
  /** Sent as is instead of `body` (e.g. malformed JSON). */
  raw?: string
  /** How many matching requests fail; defaults to 1. */
  times?: number
}

/** One entry of the sandbox's request log (the sandbox controls themselves are not logged). */
const SandboxRequest = v.object({
  method: v.string(),
  /** The path after /api/v1, e.g. '/auth/me'. */
  path: v.string(),
  status: v.number(),
  /** Whether the request carried a bearer token. */
  auth: v.boolean(),
  at: v.string(),
})
export type SandboxRequest = v.InferOutput<typeof SandboxRequest>

export type SandboxApi = ReturnType<typeof createSandboxApi>

function createSandboxApi(baseUrl: string) {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${baseUrl}/api/v1/__sandbox${path}`, {
      method,
      // The controls refuse a POST that does not say JSON (even without a body).
      headers:
        method === 'POST' || body !== undefined ? { 'content-type': 'application/json' } : {},
      body: body === undefined ? null : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) {
      throw new Error(`sandbox ${method} ${path} answered ${response.status}: ${text}`)
    }
    return text === '' ? undefined : (JSON.parse(text) as unknown)
  }

  return {
    /**
     * Back to the deterministic seed; also clears latency, failures and the request log. `seed:
     * 'hostile'` adds the hostile texts (src/server/seed-data.ts HOSTILE_*) to it.
     */
    reset: async (body?: { bulk_orders?: number; seed?: 'demo' | 'hostile' }) => {
      await call('POST', '/reset', body ?? {})
    },
    config: async (settings: { latency_ms?: number; access_ttl_seconds?: number }) => {
      await call('POST', '/config', settings)
    },
    fail: async (failure: SandboxFailure) => {
      await call('POST', '/failures', failure)
    },
    clearFailures: async () => {
      await call('DELETE', '/failures')
    },
    /** Makes every access token issued so far invalid (refresh tokens stay valid). */
    expireTokens: async () => {
      await call('POST', '/expire-tokens')
    },
    requests: async () => v.parse(v.array(SandboxRequest), await call('GET', '/requests')),
    clearRequests: async () => {
      await call('DELETE', '/requests')
    },
    payment: async (code: string) =>
      v.parse(SandboxPayment, await call('GET', `/payments/${encodeURIComponent(code)}`)),
    completePayment: async (code: string) => {
      await call('POST', `/payments/${encodeURIComponent(code)}/complete`)
    },
    cancelPayment: async (code: string) => {
      await call('POST', `/payments/${encodeURIComponent(code)}/cancel`)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy violations
// ---------------------------------------------------------------------------------------------

export interface CspViolation {
  /** 'event': a securitypolicyviolation event; 'console': Chromium's console report. */
  via: 'event' | 'console'
  /** The URL of the frame (event) or page (console) it happened in. */
  url: string
  /** The event's effectiveDirective and blockedURI ('inline', 'eval', a URL), or the console text. */
  text: string
}

interface CspEventDetail {
  effectiveDirective: string
  blockedURI: string
  sourceFile: string
  lineNumber: number
  sample: string
}

const CSP_BINDING = '__e2eCspViolation'

/** Runs in every frame before its scripts: forwards CSP violation events to the test. */
function listenForCspViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (detail: CspEventDetail) => void>)[binding]
    report?.({
      effectiveDirective: event.effectiveDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      lineNumber: event.lineNumber,
      sample: event.sample,
    })
  })
}

/** Chromium's console wording for a CSP violation (enforced or report-only). */
const CSP_CONSOLE = /Content[ -]Security[ -]Policy/i

async function watchCspViolations(context: BrowserContext, violations: CspViolation[]) {
  await context.exposeBinding(CSP_BINDING, ({ frame }, detail: CspEventDetail) => {
    const where = detail.sourceFile ? ` at ${detail.sourceFile}:${String(detail.lineNumber)}` : ''
    const sample = detail.sample ? ` (${detail.sample})` : ''
    violations.push({
      via: 'event',
      url: frame.url(),
      text: `${detail.effectiveDirective} blocked ${detail.blockedURI || 'inline'}${where}${sample}`,
    })
  })
  await context.addInitScript(listenForCspViolations, CSP_BINDING)
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (CSP_CONSOLE.test(message.text())) {
        violations.push({ via: 'console', url: page.url(), text: message.text() })
      }
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
}

// ---------------------------------------------------------------------------------------------
// The extended test
// ---------------------------------------------------------------------------------------------

interface TestFixtures {
  /** Set to false with test.use() to let CSP violations pass (they are still attached). */
  failOnCspViolation: boolean
  /** The CSP violations seen so far in this test's browser context (see the header). */
  cspViolations: CspViolation[]
  sandboxApi: SandboxApi
  /** Set to true with test.use() to run axe on every open page once the test has passed. */
  axeAfterEach: boolean
  /** Set with test.use() to start signed in as this account (see the header). */
  signedInAs: DemoAccount | null
  /** `test.use({ seed: 'hostile' })`: each test starts from the hostile seed instead of the demo one. */
  seed: 'demo' | 'hostile'
  resetSandbox: undefined
  axeEveryPage: undefined
}

interface WorkerFixtures {
  sandbox: SandboxServer
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sandbox: [
    async ({}, use, workerInfo) => {
      const paystack = workerInfo.project.name === 'paystack'
      const staticDir = paystack ? paystackDistDir : distDir
      assertBuild(staticDir, paystack)
      const server = await startSandboxServer({
        port: 0,
        staticDir,
        dataDir: null,
        strict: paystack,
      })
      try {
        await use(server)
      } finally {
        await server.close()
      }
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ sandbox }, use) => {
    await use(sandbox.url)
  },

  sandboxApi: async ({ sandbox }, use) => {
    await use(createSandboxApi(sandbox.url))
  },

  seed: ['demo', { option: true }],

  resetSandbox: [
    async ({ sandboxApi, seed }, use) => {
      await sandboxApi.reset(seed === 'hostile' ? { seed } : undefined)
      await use(undefined)
    },
    { auto: true },
  ],

  axeAfterEach: [false, { option: true }],

  signedInAs: [null, { option: true }],

  // Depends on the reset, which ends every session: the tokens must be issued after it.
  storageState: async ({ signedInAs, baseURL, playwright, resetSandbox: _afterReset }, use) => {
    if (signedInAs === null) return use(undefined)
    const request = await playwright.request.newContext({ baseURL })
    const tokens = await apiTokens(request, signedInAs)
    await request.dispose()
    await use({
      cookies: [],
      origins: [{ origin: new URL(baseURL ?? '').origin, localStorage: storedSession(tokens) }],
    })
  },

  failOnCspViolation: [true, { option: true }],

  cspViolations: [
    async ({ context, failOnCspViolation }, use, testInfo) => {
      const violations: CspViolation[] = []
      await watchCspViolations(context, violations)
      await use(violations)
      if (violations.length > 0) {
        await testInfo.attach('csp-violations', {
          body: violations.map((item) => `[${item.via}] ${item.url}\n  ${item.text}`).join('\n'),
          contentType: 'text/plain',
        })
      }
      if (failOnCspViolation && testInfo.status === 'passed') {
        expect(violations, 'Content-Security-Policy violations during the test').toEqual([])
      }
    },
    { auto: true },
  ],

  axeEveryPage: [
    async ({ context, axeAfterEach }, use, testInfo) => {
      const visited: string[] = []
      const watch = (page: Page) => {
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame() && visited.at(-1) !== frame.url())
            visited.push(frame.url())
        })
      }
      context.pages().forEach(watch)
      context.on('page', watch)
      await use(undefined)
      if (axeAfterEach && testInfo.status === 'passed') {
        await checkOpenPages(context.pages(), visited, testInfo)
      }
    },
    { auto: true },
  ],
})
