#!/usr/bin/env node
// `npm run bench [-- name ...]`: builds the app once (with the bundle treemap), then runs each bench
// in its own process through tsx (they start the sandbox server from its TypeScript sources),
// one after the other, then gathers their results into bench-results/bench.json and prints a
// summary. Not part of `npm test`. Names: bundle, lighthouse, request-economy, orders, tabs,
// transactions, disputes (default: all). BENCH_DIST_DIR sets the build folder (default dist/).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const resultsDir = path.join(root, 'bench-results')
const distDir = path.resolve(root, process.env.BENCH_DIST_DIR ?? 'dist')
const tsx = path.join(root, 'node_modules/.bin/tsx')

const BENCHES = [
  { name: 'bundle', file: 'bundle-report.ts' },
  { name: 'lighthouse', file: 'lighthouse-bench.ts' },
  { name: 'request-economy', file: 'request-economy-bench.ts' },
  { name: 'orders', file: 'orders-bench.ts' },
  { name: 'tabs', file: 'tabs-bench.ts' },
  { name: 'transactions', file: 'transactions-bench.ts' },
  { name: 'disputes', file: 'disputes-bench.ts' },
]

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !BENCHES.some((bench) => bench.name === name))
if (unknown.length > 0) {
  console.error(
    `bench: unknown ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`,
  )
  process.exit(2)
}
const selected = asked.length ? BENCHES.filter((bench) => asked.includes(bench.name)) : BENCHES

/** Runs a command in the foreground; true when it exits 0. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.error) console.error(`bench: could not start ${command}: ${result.error.message}`)
  return result.status === 0
}

const startedAt = Date.now()
mkdirSync(resultsDir, { recursive: true })
console.log(
  `bench: building the app into ${path.relative(root, distDir) || '.'} (with the treemap) …`,
)
const built = run(
  path.join(root, 'node_modules/.bin/vite'),
  ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
  { BUNDLE_TREEMAP: resultsDir },
)
if (!built) process.exit(1)

const failed = []
for (const bench of selected) {
  console.log(`\n=== ${bench.name} ===`)
  const ok = run(tsx, [path.join(root, 'tests/bench', bench.file)], {
    BENCH_BUILT: '1',
    BENCH_DIST_DIR: distDir,
  })
  if (!ok) failed.push(bench.name)
}

/** This run's results (files written before it started are left out). */
const results = {}
for (const bench of selected) {
  const file = path.join(resultsDir, `${bench.name}.json`)
  if (existsSync(file) && statSync(file).mtimeMs >= startedAt) {
    results[bench.name] = JSON.parse(readFileSync(file, 'utf8'))
  }
}
writeFileSync(
  path.join(resultsDir, 'bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), failed, ...results }, null, 2)}\n`,
)

const lines = ['', '=== summary (bench-results/bench.json) ===']
const { bundle, lighthouse, orders, tabs, transactions, disputes } = results
const economy = results['request-economy']
if (bundle) {
  for (const page of bundle.pages) {
    lines.push(`first-visit JS ${page.path}: ${page.gzipKB} KB gzip (budget ${page.budgetKB})`)
  }
  lines.push('  treemap: bench-results/bundle-treemap.html')
}
if (lighthouse) {
  for (const page of lighthouse.pages) {
    const { scores } = page
    lines.push(
      `lighthouse ${page.page}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores['best-practices']}; LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms (CPU index ${page.benchmarkIndex})`,
    )
  }
  lines.push(
    `  targets missed: ${lighthouse.missed.length ? lighthouse.missed.join('; ') : 'none'}`,
  )
}
if (economy) {
  lines.push(
    `request economy: ${economy.totals.calls} calls, minimum ${economy.totals.minimum}, ` +
      `duplicates within stale time ${economy.totals.duplicates}; deep link /orders/<id> ` +
      `${economy.deepLink.parallel ? 'in parallel' : 'WATERFALL'} (${economy.deepLink.calls.map((call) => `${call.call} @${call.startMs} ms`).join(', ')})`,
  )
}
if (orders) {
  const m = orders.medians
  lines.push(
    `orders (${orders.bulkOrders} extra): first rows ${m.firstRowsMs} ms, tab switch ${m.tabSwitchMs} ms, ` +
      `search ${m.searchUpdateMs} ms, heap ${m.heapMB} MB`,
  )
}
if (transactions) {
  const m = transactions.medians
  lines.push(
    `transactions (${transactions.rows} rows): first rows ${m.firstRowsMs} ms, filter ${m.filterSwitchMs} ms, ` +
      `search ${m.searchUpdateMs} ms, heap ${m.heapMB} MB`,
  )
}
if (disputes) {
  const m = disputes.medians
  lines.push(
    `disputes (${disputes.disputes}, a thread of ${disputes.messages}): first cards ${m.firstCardsMs} ms, ` +
      `tab switch ${m.tabSwitchMs} ms, thread open ${m.threadOpenMs} ms, reply echo ${m.replyEchoMs} ms, heap ${m.heapMB} MB`,
  )
}
if (tabs) {
  lines.push(
    `five tabs: every tab shows an accept after ${tabs.everyTabShowsItMs} ms, ${tabs.totalRequests} requests`,
  )
}
if (failed.length) lines.push(`FAILED: ${failed.join(', ')}`)
console.log(lines.join('\n'))
process.exit(failed.length ? 1 : 0)
