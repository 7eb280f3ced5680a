/**
 * Orders page benchmark: the sandbox seeded with 10,000 extra orders for the seller demo account,
 * the built app in Chromium, five fresh runs. Per run it measures
 *   - first rows: navigation start → the first table row is in the DOM and a frame has passed;
 *   - tab switch: click on the Pending tab → the table shows that tab's row count (next frame);
 *   - search echo: a keystroke in the search box → the box shows it (next frame);
 *   - search update: the same keystroke → the list shows the filtered rows (includes the
 *     search's 200 ms debounce, by design);
 *   - JS heap after load (CDP Performance.getMetrics JSHeapUsedSize, after a garbage collection).
 * Prints the medians and writes every figure to bench-results/orders.json (git-ignored).
 *
 * Environment: BENCH_DIST_DIR (default dist/; built when missing or older than the sources),
 * BENCH_ORDERS (default 10000), BENCH_RUNS (default 5), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { DEMO_ACCOUNTS } from '../../src/contract/demo-accounts'
import { startSandboxServer } from '../../src/server/http-server'

const root = path.resolve(import.meta.dirname, '../..')
const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')
const bulkOrders = Number(process.env.BENCH_ORDERS ?? 10_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const TIMEOUT_MS = 60_000

const seller = DEMO_ACCOUNTS.find((account) => account.role === 'Seller')
if (!seller) throw new Error('no seller demo account')

// ---------------------------------------------------------------------------------------------

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full))
    else newest = Math.max(newest, statSync(full).mtimeMs)
  }
  return newest
}

function buildIfNeeded(): void {
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
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
}

async function signInTokens(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: seller!.email, password: seller!.password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  return v.parse(TokenPair, await response.json())
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

// ---------------------------------------------------------------------------------------------
// In-page probes (run in the browser; plain DOM)

const TABLE = '[role="table"][aria-label="Orders"]'

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

/** What a measured interaction waits for. */
type Until = { rowCount: number } | { rowCountNot: number } | { searchEndsWith: string }

/** Clicks the Pending tab or types "z" in the search box, then resolves with the ms until `until` holds and a frame has passed. */
async function timeUntil(page: Page, action: 'tab' | 'type', until: Until): Promise<number> {
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
        }, 30_000)
        if (action === 'tab') {
          const tab = [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
            (candidate) => candidate.textContent.trim().startsWith('Pending'),
          )
          tab?.click()
        } else {
          const box = document.querySelector<HTMLInputElement>('input[type="search"]')
          if (!box) throw new Error('no search box')
          box.focus()
          // What a keystroke does to a React-controlled input: set the value natively, fire input.
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
          setter?.call(box, `${box.value}z`)
          box.dispatchEvent(new Event('input', { bubbles: true }))
        }
        if (check()) observer.disconnect()
      }),
    { action, until, table: TABLE },
  )
}

// ---------------------------------------------------------------------------------------------

interface RunFigures {
  firstRowsMs: number
  tabSwitchMs: number
  searchEchoMs: number
  searchUpdateMs: number
  heapMB: number
}

async function oneRun(browser: Browser, baseUrl: string): Promise<RunFigures> {
  const tokens = await signInTokens(baseUrl)
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  // tsx (esbuild keepNames) wraps functions in __name(...); the probes sent to the page need it too.
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

  await page.goto(`${baseUrl}/orders`)
  await page.waitForFunction(() => '__firstRowsAt' in window)
  const firstRowsMs = await page.evaluate(
    () => (window as unknown as { __firstRowsAt: number }).__firstRowsAt,
  )
  // Let the chart chunk and idle work finish before the interactions.
  await page.waitForLoadState('networkidle')

  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN

  const pendingCount = await page.evaluate(() => {
    const tab = [...document.querySelectorAll('[role="listitem"], li')].find((item) =>
      item.textContent.trim().startsWith('Pending'),
    )
    return Number(tab?.textContent.replace(/\D/g, ''))
  })
  const tabSwitchMs = await timeUntil(page, 'tab', { rowCount: pendingCount + 1 })
  await page.getByRole('tab', { name: 'All' }).click()
  await page.waitForFunction(
    (table) => Number(document.querySelector(table)?.getAttribute('aria-rowcount')) > 1000,
    TABLE,
  )
  const allRows = await page.evaluate(
    (table) => Number(document.querySelector(table)?.getAttribute('aria-rowcount')),
    TABLE,
  )

  const searchEchoMs = await timeUntil(page, 'type', { searchEndsWith: 'z' })
  await page.getByRole('searchbox').fill('')
  await page.waitForFunction(
    ({ table, allRows }) =>
      Number(document.querySelector(table)?.getAttribute('aria-rowcount')) === allRows,
    { table: TABLE, allRows },
  )
  // "z" narrows the list (the viewer's own name, which has one, is not searched).
  const searchUpdateMs = await timeUntil(page, 'type', { rowCountNot: allRows })

  await context.close()
  return { firstRowsMs, tabSwitchMs, searchEchoMs, searchUpdateMs, heapMB: heapBytes / 1024 / 1024 }
}

async function main() {
  buildIfNeeded()
  console.log(`bench: sandbox with ${bulkOrders} extra orders, ${runs} runs, ${executablePath}`)
  const server = await startSandboxServer({
    port: 0,
    staticDir: distDir,
    dataDir: null,
    bulkOrders,
  })
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
      const figures = await oneRun(browser, server.url)
      results.push(figures)
      console.log(
        `  run ${run}: first rows ${round(figures.firstRowsMs)} ms, tab switch ${round(figures.tabSwitchMs)} ms, ` +
          `search echo ${round(figures.searchEchoMs)} ms, search update ${round(figures.searchUpdateMs)} ms, ` +
          `heap ${round(figures.heapMB)} MB`,
      )
    }
  } finally {
    await browser.close()
    await server.close()
  }

  const medians = {
    firstRowsMs: round(median(results.map((result) => result.firstRowsMs))),
    tabSwitchMs: round(median(results.map((result) => result.tabSwitchMs))),
    searchEchoMs: round(median(results.map((result) => result.searchEchoMs))),
    searchUpdateMs: round(median(results.map((result) => result.searchUpdateMs))),
    heapMB: round(median(results.map((result) => result.heapMB))),
  }
  console.log('\nOrders page, medians of', runs, 'runs with', bulkOrders, 'extra orders:')
  console.log(`  time to first rows rendered     ${medians.firstRowsMs} ms`)
  console.log(`  tab switch (All → Pending)      ${medians.tabSwitchMs} ms`)
  console.log(`  search keystroke → input shows  ${medians.searchEchoMs} ms`)
  console.log(
    `  search keystroke → list updated ${medians.searchUpdateMs} ms (includes the 200 ms debounce)`,
  )
  console.log(`  JS heap after load (after GC)   ${medians.heapMB} MB`)

  const outDir = path.join(root, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, 'orders.json')
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        bulkOrders,
        runs,
        chromium: version,
        medians,
        results: results.map((result) => ({
          firstRowsMs: round(result.firstRowsMs),
          tabSwitchMs: round(result.tabSwitchMs),
          searchEchoMs: round(result.searchEchoMs),
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
