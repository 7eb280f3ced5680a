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

/**
 * Installed before the app: records when `count` elements match `selector` (e.g. a table's first
 * body row, or every card of a list), after the next frame.
 */
export function recordShown({ selector, count }: { selector: string; count: number }): void {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll(selector).length < count) return
    observer.disconnect()
    requestAnimationFrame(() => {
      Object.assign(window, { __shownAt: performance.now() })
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** Navigates and returns the ms from navigation start to what `recordShown` waits for. */
export async function shownAfterGoto(page: Page, url: string): Promise<number> {
  await page.goto(url)
  await page.waitForFunction(() => '__shownAt' in window)
  return page.evaluate(() => (window as unknown as { __shownAt: number }).__shownAt)
}

/**
 * What a measured interaction does: click the first element matching `click` (whose trimmed text
 * starts with `text`, when given), or type `type` at the end of the field `into`.
 */
export type Action = { click: string; text?: string } | { type: string; into: string }
/**
 * What it waits for: `count` elements match `of`; the table `of` has (or no longer has) that
 * aria-rowcount; the field `of` ends with `valueEndsWith`.
 */
export type Until =
  | { count: number; of: string }
  | { rowCount: number; of: string }
  | { rowCountNot: number; of: string }
  | { valueEndsWith: string; of: string }

/** Does `action` in the page, then resolves with the ms until `until` holds and a frame has passed. */
export async function timeUntil(page: Page, action: Action, until: Until): Promise<number> {
  return page.evaluate(
    ({ action, until }) =>
      new Promise<number>((resolve, reject) => {
        const holds = () => {
          if ('count' in until) return document.querySelectorAll(until.of).length === until.count
          if ('valueEndsWith' in until) {
            const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(until.of)
            return field?.value.endsWith(until.valueEndsWith) ?? false
          }
          const rowCount = Number(
            document.querySelector(until.of)?.getAttribute('aria-rowcount') ?? 0,
          )
          return 'rowCount' in until ? rowCount === until.rowCount : rowCount !== until.rowCountNot
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
        if ('click' in action) {
          const target = [...document.querySelectorAll<HTMLElement>(action.click)].find(
            (candidate) =>
              action.text === undefined || candidate.textContent.trim().startsWith(action.text),
          )
          if (!target) throw new Error(`nothing to click: ${action.click} ${action.text ?? ''}`)
          target.click()
        } else {
          const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(action.into)
          if (!field) throw new Error(`no field: ${action.into}`)
          field.focus()
          // What a keystroke does to a React-controlled field: set the value natively, fire input.
          const prototype =
            field instanceof HTMLTextAreaElement
              ? HTMLTextAreaElement.prototype
              : HTMLInputElement.prototype
          const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set
          setter?.call(field, `${field.value}${action.type}`)
          field.dispatchEvent(new Event('input', { bubbles: true }))
        }
        if (check()) observer.disconnect()
      }),
    { action, until },
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

/**
 * Runs `once` `runs` times in one Chromium, printing each run's figures named by `labels` (in that
 * order; a figure whose key ends in MB is in MB, the others in ms), then closes Chromium and the
 * server. Returns Chromium's version and the summary (medians and runs).
 */
export async function measureRuns<K extends string>({
  runs,
  server,
  labels,
  once,
}: {
  runs: number
  server: { close: () => Promise<void> }
  labels: Record<K, string>
  once: (browser: Browser) => Promise<Record<K, number>>
}) {
  const browser = await launchChromium()
  const version = browser.version()
  const results: Record<K, number>[] = []
  try {
    for (let run = 1; run <= runs; run += 1) {
      const figures = await once(browser)
      results.push(figures)
      const shown = (Object.keys(labels) as K[]).map(
        (key) =>
          `${labels[key]} ${String(round(figures[key]))} ${key.endsWith('MB') ? 'MB' : 'ms'}`,
      )
      console.log(`  run ${String(run)}: ${shown.join(', ')}`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  return { version, summary: summarize(results) }
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
