/**
 * Transactions page benchmark: the sandbox reset with 50,000 extra wallet transactions for the
 * seller demo account (POST /__sandbox/reset {bulk_transactions}), the built app in Chromium,
 * fresh runs. Per run it measures
 *   - first rows: navigation start → the first table row is in the DOM and a frame has passed;
 *   - filter switch: click on the Debit tab → the table shows the debit row count (next frame);
 *   - search update: a keystroke ("7") in the search box → the list shows the filtered rows (no
 *     debounce: the filter is deferred with useDeferredValue; the first keystroke also builds the
 *     search index over every row);
 *   - JS heap after load (CDP Performance.getMetrics JSHeapUsedSize, after a garbage collection).
 * Prints the medians and writes every figure to bench-results/transactions.json (git-ignored),
 * next to orders.json.
 *
 * Environment: BENCH_DIST_DIR (default dist/; run `npm run bench` first or build it),
 * BENCH_TRANSACTIONS (default 50000), BENCH_RUNS (default 5), CHROMIUM_PATH.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { WalletTransactions } from '../../src/contract/wallet'
import { startSandboxServer } from '../../src/server/http-server'

const root = path.resolve(import.meta.dirname, '../..')
const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')
const bulkTransactions = Number(process.env.BENCH_TRANSACTIONS ?? 50_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const TIMEOUT_MS = 120_000
const TABLE = '[role="table"][aria-label="Transactions"]'

const seller = DEMO_ACCOUNTS.find((account) => account.role === 'Seller')
if (!seller) throw new Error('no seller demo account')

async function signInTokens(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: seller!.email, password: seller!.password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${String(response.status)}`)
  return v.parse(TokenPair, await response.json())
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Installed before the app: records when the first body row appears (after the next frame). */
function recordFirstRows(table: string) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(`${table} [aria-rowindex="2"]`)) return
    observer.disconnect()
    requestAnimationFrame(() => {
      Object.assign(window, { __firstRowsAt: performance.now() })
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

type Until = { rowCount: number } | { rowCountNot: number }

/** Clicks the Debit tab or types "7" in the search box; resolves with the ms until `until` holds and a frame has passed. */
async function timeUntil(page: Page, action: 'tab' | 'type', until: Until): Promise<number> {
  return page.evaluate(
    ({ action, until, table }) =>
      new Promise<number>((resolve, reject) => {
        const holds = () => {
          const rowCount = Number(document.querySelector(table)?.getAttribute('aria-rowcount') ?? 0)
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
        observer.observe(document.body, { childList: true, subtree: true, attributes: true })
        setTimeout(() => {
          observer.disconnect()
          reject(new Error(`timed out waiting for ${JSON.stringify(until)}`))
        }, 60_000)
        if (action === 'tab') {
          const tab = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
            (candidate) => candidate.textContent.trim() === 'Debit',
          )
          tab?.click()
        } else {
          const box = document.querySelector<HTMLInputElement>('input[type="search"]')
          if (!box) throw new Error('no search box')
          box.focus()
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
          setter?.call(box, `${box.value}7`)
          box.dispatchEvent(new Event('input', { bubbles: true }))
        }
        if (check()) observer.disconnect()
      }),
    { action, until, table: TABLE },
  )
}

interface RunFigures {
  firstRowsMs: number
  filterSwitchMs: number
  searchUpdateMs: number
  heapMB: number
}

async function oneRun(browser: Browser, baseUrl: string, counts: { all: number; debit: number }) {
  const tokens = await signInTokens(baseUrl)
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await context.addInitScript({ content: 'window.__name = (fn) => fn' })
  await context.addInitScript(
    ({ access, refresh }) => {
      localStorage.setItem('access_token_received_at', String(Date.now()))
      localStorage.setItem('refresh_token', refresh)
      localStorage.setItem('access_token', access)
    },
    { access: tokens.access_token, refresh: tokens.refresh_token },
  )
  await context.addInitScript(recordFirstRows, TABLE)
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')

  await page.goto(`${baseUrl}/transactions`)
  await page.waitForFunction(() => '__firstRowsAt' in window)
  const firstRowsMs = await page.evaluate(
    () => (window as unknown as { __firstRowsAt: number }).__firstRowsAt,
  )
  await page.waitForLoadState('networkidle')
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN

  const filterSwitchMs = await timeUntil(page, 'tab', { rowCount: counts.debit + 1 })
  await page.getByRole('tab', { name: 'All' }).click()
  await page.waitForFunction(
    ({ table, all }) =>
      Number(document.querySelector(table)?.getAttribute('aria-rowcount')) === all + 1,
    { table: TABLE, all: counts.all },
  )
  const searchUpdateMs = await timeUntil(page, 'type', { rowCountNot: counts.all + 1 })

  await context.close()
  return { firstRowsMs, filterSwitchMs, searchUpdateMs, heapMB: heapBytes / 1024 / 1024 }
}

async function main() {
  console.log(
    `bench: sandbox with ${String(bulkTransactions)} extra transactions, ${String(runs)} runs, ${executablePath}`,
  )
  const server = await startSandboxServer({ port: 0, staticDir: distDir, dataDir: null })
  const reset = await fetch(`${server.url}/api/v1/__sandbox/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bulk_transactions: bulkTransactions }),
  })
  if (!reset.ok) throw new Error(`reset failed: ${String(reset.status)} ${await reset.text()}`)
  const tokens = await signInTokens(server.url)
  const all = v.parse(
    WalletTransactions,
    await (
      await fetch(`${server.url}/api/v1/trnx`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      })
    ).json(),
  )
  const counts = { all: all.length, debit: all.filter((tx) => tx.direction === 'debit').length }
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--enable-precise-memory-info',
    ],
  })
  const version = browser.version()
  const results: RunFigures[] = []
  try {
    for (let run = 1; run <= runs; run += 1) {
      const figures = await oneRun(browser, server.url, counts)
      results.push(figures)
      console.log(
        `  run ${String(run)}: first rows ${String(round(figures.firstRowsMs))} ms, filter switch ${String(round(figures.filterSwitchMs))} ms, ` +
          `search update ${String(round(figures.searchUpdateMs))} ms, heap ${String(round(figures.heapMB))} MB`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }

  const medians = {
    firstRowsMs: round(median(results.map((result) => result.firstRowsMs))),
    filterSwitchMs: round(median(results.map((result) => result.filterSwitchMs))),
    searchUpdateMs: round(median(results.map((result) => result.searchUpdateMs))),
    heapMB: round(median(results.map((result) => result.heapMB))),
  }
  console.log(
    `\nTransactions page, medians of ${String(runs)} runs with ${String(counts.all)} rows:`,
  )
  console.log(`  time to first rows rendered      ${String(medians.firstRowsMs)} ms`)
  console.log(`  filter switch (All → Debit)      ${String(medians.filterSwitchMs)} ms`)
  console.log(`  search keystroke → list updated  ${String(medians.searchUpdateMs)} ms`)
  console.log(`  JS heap after load (after GC)    ${String(medians.heapMB)} MB`)

  const outDir = path.join(root, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, 'transactions.json')
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        bulkTransactions,
        rows: counts.all,
        runs,
        chromium: version,
        medians,
        results: results.map((result) => ({
          firstRowsMs: round(result.firstRowsMs),
          filterSwitchMs: round(result.filterSwitchMs),
          searchUpdateMs: round(result.searchUpdateMs),
          heapMB: round(result.heapMB),
        })),
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nwritten to ${path.relative(root, file)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
