#!/usr/bin/env node
// Bundle budget: the JavaScript Chromium fetches on a first visit to /login (signed out) and
// /dashboard (signed in) of both builds: the sandbox build (dist/, or DIST_DIR) and the production
// build (VITE_SANDBOX=false VITE_PAYMENT_PROVIDER=paystack; PAYSTACK_DIST_DIR, default
// dist-paystack/). Every script response, gzipped at level 9, summed; 1 KB = 1,000 bytes
// (tests/budget/chromium-first-visit.ts, the measure of issue 21). Budgets and their reasons:
// tests/budget/budgets.json. Exits 1 when a page is over budget, when a build is missing, or when
// a page does not render (a renamed route cannot make the check pass silently).
//
// Usage: node tests/budget/bundle-budget.mjs   (after both builds; tests/run-all.mjs runs it after
// the Paystack build and hands it PAYSTACK_DIST_DIR)
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const KB = 1000
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'))
const builds = [
  { name: 'sandbox', dist: path.resolve(root, process.env.DIST_DIR ?? 'dist') },
  {
    name: 'production',
    dist: path.resolve(root, process.env.PAYSTACK_DIST_DIR ?? 'dist-paystack'),
  },
]

const problems = []
for (const build of builds) {
  if (!existsSync(path.join(build.dist, 'index.html'))) {
    problems.push(`${build.name}: no build in ${path.relative(root, build.dist) || '.'}`)
  }
}
if (problems.length > 0) {
  console.error(`bundle budget failed:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}

const measured = spawnSync(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(import.meta.dirname, 'chromium-first-visit.ts'), ...builds.map((build) => build.dist)],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
)
if (measured.status !== 0) {
  console.error('bundle budget failed: the first visits could not be measured (see above)')
  process.exit(1)
}
const results = measured.stdout
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))

const kb = (bytes, width = 6) => (bytes / KB).toFixed(1).padStart(width)
for (const [index, build] of builds.entries()) {
  const pages = results[index]?.pages ?? []
  for (const page of pages) {
    const budget = budgets[build.name]?.[page.path]
    const over = budget === undefined || page.gzip > budget * KB
    console.log(`\n${build.name} ${page.path}  (first visit, ${page.scripts} scripts)`)
    console.log(`  ${'gzip KB'.padStart(7)}  ${'raw KB'.padStart(7)}  file`)
    for (const row of page.rows) console.log(`  ${kb(row.gzip, 7)}  ${kb(row.raw, 7)}  ${row.file}`)
    console.log(
      `  ${kb(page.gzip, 7)}  ${kb(page.raw, 7)}  total: ${kb(page.gzip, 0)} KB of ${budget ?? '?'} KB gzip budget ${over ? '— OVER BUDGET' : 'ok'}`,
    )
    if (budget === undefined) problems.push(`${build.name} ${page.path}: no budget in budgets.json`)
    else if (over)
      problems.push(`${build.name} ${page.path}: ${kb(page.gzip, 0)} KB > ${budget} KB`)
  }
}

if (problems.length > 0) {
  console.error(`\nbundle budget failed:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log('\nbundle budget ok (scripts Chromium fetched, gzip level 9, 1 KB = 1,000 bytes)')
