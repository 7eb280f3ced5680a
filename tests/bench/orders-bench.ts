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
 * Environment: BENCH_ORDERS (default 10000), BENCH_RUNS (default 5), and the harness's.
 */
import type { Browser } from 'playwright-core'
import { startSandboxServer } from '../../src/server/http-server'
import {
  buildIfNeeded,
  distDir,
  executablePath,
  heapAfterGcMB,
  measureRuns,
  recordShown,
  runMain,
  shownAfterGoto,
  signedInContext,
  timeUntil,
  writeResults,
} from './harness'

const bulkOrders = Number(process.env.BENCH_ORDERS ?? 10_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const TIMEOUT_MS = 60_000
const TABLE = '[role="table"][aria-label="Orders"]'
const SEARCH = 'input[type="search"]'

async function oneRun(browser: Browser, baseUrl: string) {
  const context = await signedInContext(browser, baseUrl)
  await context.addInitScript(recordShown, { selector: `${TABLE} [aria-rowindex="2"]`, count: 1 })
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)

  const firstRowsMs = await shownAfterGoto(page, `${baseUrl}/orders`)
  // Let the chart chunk and idle work finish before the interactions.
  await page.waitForLoadState('networkidle')
  const heapMB = await heapAfterGcMB(context, page)

  const pendingCount = await page.evaluate(() => {
    const tab = [...document.querySelectorAll('[role="listitem"], li')].find((item) =>
      item.textContent.trim().startsWith('Pending'),
    )
    return Number(tab?.textContent.replace(/\D/g, ''))
  })
  const tabSwitchMs = await timeUntil(
    page,
    { click: '[role="tab"]', text: 'Pending' },
    { rowCount: pendingCount + 1, of: TABLE },
  )
  await page.getByRole('tab', { name: 'All' }).click()
  await page.waitForFunction(
    (table) => Number(document.querySelector(table)?.getAttribute('aria-rowcount')) > 1000,
    TABLE,
  )
  const allRows = await page.evaluate(
    (table) => Number(document.querySelector(table)?.getAttribute('aria-rowcount')),
    TABLE,
  )

  const searchEchoMs = await timeUntil(
    page,
    { type: 'z', into: SEARCH },
    { valueEndsWith: 'z', of: SEARCH },
  )
  await page.getByRole('searchbox').fill('')
  await page.waitForFunction(
    ({ table, allRows }) =>
      Number(document.querySelector(table)?.getAttribute('aria-rowcount')) === allRows,
    { table: TABLE, allRows },
  )
  // "z" narrows the list (the viewer's own name, which has one, is not searched).
  const searchUpdateMs = await timeUntil(
    page,
    { type: 'z', into: SEARCH },
    { rowCountNot: allRows, of: TABLE },
  )

  await context.close()
  return { firstRowsMs, tabSwitchMs, searchEchoMs, searchUpdateMs, heapMB }
}

async function main() {
  buildIfNeeded()
  console.log(
    `bench: sandbox with ${String(bulkOrders)} extra orders, ${String(runs)} runs, ${executablePath}`,
  )
  const server = await startSandboxServer({
    port: 0,
    staticDir: distDir,
    dataDir: null,
    bulkOrders,
  })
  const { version, summary } = await measureRuns({
    runs,
    server,
    labels: {
      firstRowsMs: 'first rows',
      tabSwitchMs: 'tab switch',
      searchEchoMs: 'search echo',
      searchUpdateMs: 'search update',
      heapMB: 'heap',
    },
    once: (browser) => oneRun(browser, server.url),
  })
  const { medians } = summary
  console.log(
    `\nOrders page, medians of ${String(runs)} runs with ${String(bulkOrders)} extra orders:`,
  )
  console.log(`  time to first rows rendered     ${String(medians.firstRowsMs)} ms`)
  console.log(`  tab switch (All → Pending)      ${String(medians.tabSwitchMs)} ms`)
  console.log(`  search keystroke → input shows  ${String(medians.searchEchoMs)} ms`)
  console.log(
    `  search keystroke → list updated ${String(medians.searchUpdateMs)} ms (includes the 200 ms debounce)`,
  )
  console.log(`  JS heap after load (after GC)   ${String(medians.heapMB)} MB`)
  writeResults('orders', {
    date: new Date().toISOString(),
    bulkOrders,
    runs,
    chromium: version,
    ...summary,
  })
}

runMain(main)
