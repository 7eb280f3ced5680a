/**
 * Cross-check of tests/budget/bundle-budget.mjs in a real browser: the JavaScript Chromium
 * actually fetches on a first visit (fresh context, empty cache), gzipped at level 9 like the
 * manifest-based script, against the same budgets (1 KB = 1024 bytes).
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, seller, signIn, test } from './fixtures'
import budgets from '../budget/budgets.json' with { type: 'json' }

const KB = 1024

// A measurement, not a UI state worth an accessibility check of its own.
test.use({ axeAfterEach: false })

/**
 * Records every script the page fetches; the returned function prints them and returns the sum
 * of their gzip level-9 sizes.
 */
function recordScripts(page: Page, label: string): () => Promise<{ count: number; gzip: number }> {
  const scripts = new Map<string, Promise<{ sent: number; gzip: number }>>()
  page.on('response', (response) => {
    const url = response.url()
    const isScript = response.request().resourceType() === 'script' || url.endsWith('.js')
    if (!isScript || scripts.has(url)) return
    scripts.set(
      url,
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        sent: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  return async () => {
    const rows = await Promise.all(
      [...scripts].map(async ([url, sizes]) => ({ file: new URL(url).pathname, ...(await sizes) })),
    )
    const gzip = rows.reduce((sum, row) => sum + row.gzip, 0)
    const kb = (bytes: number) => `${(bytes / KB).toFixed(1).padStart(7)} KB`
    const lines = rows.map((row) => `  ${kb(row.gzip)} gzip ${kb(row.sent)} sent  ${row.file}`)
    console.log(`${label}: ${rows.length} scripts, ${kb(gzip)} gzip\n${lines.join('\n')}`)
    return { count: rows.length, gzip }
  }
}

/** A new context (empty HTTP cache), optionally with another context's storage (tokens). */
async function freshContext(browser: Browser, baseURL: string, from?: BrowserContext) {
  return browser.newContext({ baseURL, storageState: from ? await from.storageState() : undefined })
}

test(`a first visit to /login stays within ${String(budgets['/login'])} KB of gzipped JS`, async ({ browser, sandbox }) => {
  const context = await freshContext(browser, sandbox.url)
  const page = await context.newPage()
  const measure = recordScripts(page, '/login')

  await page.goto('/login')
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')

  const { count, gzip } = await measure()
  await context.close()
  expect(count).toBeGreaterThan(0)
  expect(gzip).toBeLessThanOrEqual(budgets['/login'] * KB)
})

test(`a first signed-in visit to /dashboard stays within ${String(budgets['/dashboard'])} KB of gzipped JS`, async ({
  browser,
  sandbox,
  page,
}) => {
  await signIn(page, seller)
  // A new context with the same storage (tokens) but an empty HTTP cache.
  const context = await freshContext(browser, sandbox.url, page.context())
  const dashboard = await context.newPage()
  const measure = recordScripts(dashboard, '/dashboard')

  await dashboard.goto('/dashboard')
  await expect(dashboard.getByRole('heading', { level: 1, name: /Adaeze/ })).toBeVisible()
  await dashboard.waitForLoadState('networkidle')

  const { count, gzip } = await measure()
  await context.close()
  expect(count).toBeGreaterThan(0)
  expect(gzip).toBeLessThanOrEqual(budgets['/dashboard'] * KB)
})
