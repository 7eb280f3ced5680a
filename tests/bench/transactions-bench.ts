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
 * Prints the medians and writes every figure to bench-results/transactions.json (git-ignored).
 *
 * Environment: BENCH_TRANSACTIONS (default 50000), BENCH_RUNS (default 5), and the harness's.
 */
import type { Browser } from 'playwright-core'
import * as v from 'valibot'
import { WalletTransactions } from '../../src/contract/wallet'
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
  signInTokens,
  timeUntil,
  writeResults,
} from './harness'

const bulkTransactions = Number(process.env.BENCH_TRANSACTIONS ?? 50_000)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const TIMEOUT_MS = 120_000
const TABLE = '[role="table"][aria-label="Transactions"]'
const SEARCH = 'input[type="search"]'

async function oneRun(browser: Browser, baseUrl: string, counts: { all: number; debit: number }) {
  const context = await signedInContext(browser, baseUrl)
  await context.addInitScript(recordShown, { selector: `${TABLE} [aria-rowindex="2"]`, count: 1 })
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)

  const firstRowsMs = await shownAfterGoto(page, `${baseUrl}/transactions`)
  await page.waitForLoadState('networkidle')
  const heapMB = await heapAfterGcMB(context, page)

  const filterSwitchMs = await timeUntil(
    page,
    { click: '[role="tab"]', text: 'Debit' },
    { rowCount: counts.debit + 1, of: TABLE },
  )
  await page.getByRole('tab', { name: 'All' }).click()
  await page.waitForFunction(
    ({ table, all }) =>
      Number(document.querySelector(table)?.getAttribute('aria-rowcount')) === all + 1,
    { table: TABLE, all: counts.all },
  )
  const searchUpdateMs = await timeUntil(
    page,
    { type: '7', into: SEARCH },
    { rowCountNot: counts.all + 1, of: TABLE },
  )

  await context.close()
  return { firstRowsMs, filterSwitchMs, searchUpdateMs, heapMB }
}

async function main() {
  buildIfNeeded()
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
  const { version, summary } = await measureRuns({
    runs,
    server,
    labels: {
      firstRowsMs: 'first rows',
      filterSwitchMs: 'filter switch',
      searchUpdateMs: 'search update',
      heapMB: 'heap',
    },
    once: (browser) => oneRun(browser, server.url, counts),
  })
  const { medians } = summary
  console.log(
    `\nTransactions page, medians of ${String(runs)} runs with ${String(counts.all)} rows:`,
  )
  console.log(`  time to first rows rendered      ${String(medians.firstRowsMs)} ms`)
  console.log(`  filter switch (All → Debit)      ${String(medians.filterSwitchMs)} ms`)
  console.log(`  search keystroke → list updated  ${String(medians.searchUpdateMs)} ms`)
  console.log(`  JS heap after load (after GC)    ${String(medians.heapMB)} MB`)
  writeResults('transactions', {
    date: new Date().toISOString(),
    bulkTransactions,
    rows: counts.all,
    runs,
    chromium: version,
    ...summary,
  })
}

runMain(main)
