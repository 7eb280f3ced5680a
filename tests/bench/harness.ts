/**
 * What every bench shares: the build it serves, the sandbox server, Chromium, a signed-in browser
 * context, the in-page timing probes, medians and the results folder (bench-results/, git-ignored).
 *
 * Environment: BENCH_DIST_DIR (default dist/; built when missing or older than the sources, unless
 * BENCH_BUILT=1), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium'

export const root = path.resolve(import.meta.dirname, '../..')
export const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')
export const resultsDir = path.join(root, 'bench-results')
export const executablePath = CHROMIUM_PATH

const sellerAccount = DEMO_ACCOUNTS.find((account) => account.role === 'Seller')
if (!sellerAccount) throw new Error('no seller demo account')
export const seller = sellerAccount

// Precise memory figures for the heap measurements.
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--enable-precise-memory-info']

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full))
    else newest = Math.max(newest, statSync(full).mtimeMs)
  }
  return newest
}

/** Builds the app into `distDir` when it is missing or older than the sources. */
export function buildIfNeeded(): void {
  // run-bench.mjs builds once for every bench (colleagues' edits would otherwise rebuild each time).
  if (process.env.BENCH_BUILT === '1') return
  const index = path.join(distDir, 'index.html')
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'styles')),
  )
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return
  console.log(`bench: building the app into ${path.relative(root, distDir) || '.'} …`)
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', distDir, '--emptyOutDir'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}

export type Tokens = v.InferOutput<typeof TokenPair>

/** Signs the seller in through the API (no browser). */
export async function signInTokens(baseUrl: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: seller.email, password: seller.password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${String(response.status)}`)
  return v.parse(TokenPair, await response.json())
}

/** The same keys the app's token store writes (src/lib/session/storage-keys.ts), in page context. */
export function storeTokens({ access, refresh }: { access: string; refresh: string }): void {
  localStorage.setItem('access_token_received_at', String(Date.now()))
  localStorage.setItem('refresh_token', refresh)
  localStorage.setItem('access_token', access)
}

/** A browser context whose pages start signed in as the seller. */
export async function signedInContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const tokens = await signInTokens(baseUrl)
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  // tsx (esbuild keepNames) wraps functions in __name(...); the probes sent to the page need it too.
  await context.addInitScript({ content: 'window.__name = (fn) => fn' })
  await context.addInitScript(storeTokens, {
    access: tokens.access_token,
    refresh: tokens.refresh_token,
  })
  return context
}

/** Installed before the app: records when the table's first body row appears (after the next frame). */
export function recordFirstRows(table: string): void {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(`${table} [aria-rowindex="2"]`)) return
    observer.disconnect()
    requestAnimationFrame(() => {
      Object.assign(window, { __firstRowsAt: performance.now() })
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** Navigates and returns the ms from navigation start to the first rows of `recordFirstRows`. */
export async function firstRowsAfterGoto(page: Page, url: string): Promise<number> {
  await page.goto(url)
  await page.waitForFunction(() => '__firstRowsAt' in window)
  return page.evaluate(() => (window as unknown as { __firstRowsAt: number }).__firstRowsAt)
}

/** What a measured interaction does: click the tab whose text starts with `tab`, or type `type`. */
export type Action = { tab: string } | { type: string }
/** What it waits for. */
export type Until = { rowCount: number } | { rowCountNot: number } | { searchEndsWith: string }

/** Does `action` in the page, then resolves with the ms until `until` holds and a frame has passed. */
export async function timeUntil(
  page: Page,
  table: string,
  action: Action,
  until: Until,
): Promise<number> {
  return page.evaluate(
    ({ action, until, table }) =>
      new Promise<number>((resolve, reject) => {
        const holds = () => {
          const rowCount = Number(document.querySelector(table)?.getAttribute('aria-rowcount') ?? 0)
          if ('rowCount' in until) return rowCount === until.rowCount
          if ('rowCountNot' in until) return rowCount !== until.rowCountNot
          const box = document.querySelector<HTMLInputElement>('input[type="search"]')
          return box?.value.endsWith(until.searchEndsWith) ?? false
        }
        const start = performance.now()
        const check = () => {
          if (!holds()) return false
          requestAnimationFrame(() => resolve(performance.now() - start))
          return true
        }
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect()
        })
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          characterData: true,
        })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`timed out waiting for ${JSON.stringify(until)}`))
        }, 60_000)
        if ('tab' in action) {
          const tab = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
            (candidate) => candidate.textContent.trim().startsWith(action.tab),
          )
          tab?.click()
        } else {
          const box = document.querySelector<HTMLInputElement>('input[type="search"]')
          if (!box) throw new Error('no search box')
          box.focus()
          // What a keystroke does to a React-controlled input: set the value natively, fire input.
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
          setter?.call(box, `${box.value}${action.type}`)
          box.dispatchEvent(new Event('input', { bubbles: true }))
        }
        if (check()) observer.disconnect()
      }),
    { action, until, table },
  )
}

/** JS heap in MB after a garbage collection (CDP Performance.getMetrics JSHeapUsedSize). */
export async function heapAfterGcMB(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const bytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN
  return bytes / 1024 / 1024
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Medians of each figure over the runs, rounded; and the runs, rounded. */
export function summarize<K extends string>(results: Record<K, number>[]) {
  const keys = Object.keys(results[0] ?? {}) as K[]
  const figures = (pick: (key: K) => number) =>
    Object.fromEntries(keys.map((key) => [key, round(pick(key))])) as Record<K, number>
  return {
    medians: figures((key) => median(results.map((result) => result[key]))),
    results: results.map((result) => figures((key) => result[key])),
  }
}

/** Writes bench-results/<name>.json and says so. */
export function writeResults(name: string, data: unknown): void {
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `${name}.json`)
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  console.log(`\nwritten to ${path.relative(root, file)}`)
}

/** Runs a bench's main, exiting non-zero on failure (each bench is its own process). */
export function runMain(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
