#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure. Each step's output streams
// through; at the end a table of steps and durations, then, alone on the last line, the test
// cases counted from the vitest and Playwright JSON reports: `Tests: N passed, N failed`.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const reports = mkdtempSync(path.join(tmpdir(), 'escrow-tests-'))
const vitestJson = path.join(reports, 'vitest.json')
const playwrightJson = path.join(reports, 'playwright.json')
// The Paystack build lives with the reports (removed at the end), out of ESLint's and Git's way.
const paystackDist = path.join(reports, 'dist-paystack')

const steps = [
  // Both are single-threaded: on two cores they run side by side (outputs shown one after the other).
  [
    { name: 'typecheck', command: [bin('tsc'), '-b'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  {
    name: 'unit & component (vitest)',
    command: [
      bin('vitest'),
      'run',
      '-c',
      '.config/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  },
  { name: 'build', command: [bin('vite'), 'build'] },
  // A second build, for the real card provider, served to the Playwright project `paystack`
  // (tests/e2e/paystack.spec.ts). Its own outDir, so dist/ stays the sandbox build.
  {
    name: 'build (paystack)',
    command: [bin('vite'), 'build', '--outDir', paystackDist, '--emptyOutDir'],
    // The build users get: the provider offers every part of the contracts.
    env: {
      VITE_SANDBOX: 'false',
      VITE_PAYMENT_PROVIDER: 'paystack',
      VITE_PROVIDER_FEATURES: 'all',
    },
  },
  // After both builds: the first-visit JS of each, as Chromium fetches it (tests/budget/budgets.json).
  {
    name: 'bundle budget',
    command: [process.execPath, 'tests/budget/bundle-budget.mjs'],
    env: { PAYSTACK_DIST_DIR: paystackDist },
  },
  {
    name: 'end-to-end (playwright)',
    // Both projects in one run (one JSON report): `chromium` serves dist/, `paystack` the build above.
    command: [bin('playwright'), 'test', '-c', '.config/playwright.config.ts'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
      E2E_PAYSTACK_DIST_DIR: paystackDist,
    },
  },
  // Last, so the end-to-end results are there even when it fails: the production (Paystack,
  // VITE_SANDBOX=false) build must hold no sandbox-only code, demo accounts or secret-looking strings.
  {
    name: 'production build check',
    command: [process.execPath, 'tests/budget/production-build-check.mjs', paystackDist],
  },
]

/**
 * Runs one command; resolves to its exit code. Its output streams through, or with `buffered` is
 * collected and handed back, so commands running side by side do not interleave their lines.
 */
function run([command, ...args], env, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const chunks = []
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk))
      child.stderr.on('data', (chunk) => chunks.push(chunk))
    }
    const output = () => Buffer.concat(chunks).toString()
    child.on('error', (error) => {
      chunks.push(Buffer.from(`could not start ${command}: ${error.message}\n`))
      resolve({ code: 1, output: output() })
    })
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: output() }),
    )
  })
}

const shown = (step) =>
  step.command.map((part) => (path.isAbsolute(part) ? path.basename(part) : part)).join(' ')

/** Runs a step, or a group of steps side by side; returns one result per step. */
async function runStep(stepOrGroup) {
  const group = Array.isArray(stepOrGroup) ? stepOrGroup : [stepOrGroup]
  const buffered = group.length > 1
  if (buffered) console.log(`\n━━ ${group.map((step) => step.name).join(' + ')}, side by side`)
  return Promise.all(
    group.map(async (step) => {
      if (!buffered) console.log(`\n━━ ${step.name}: ${shown(step)}\n`)
      const started = performance.now()
      const { code, output } = await run(step.command, step.env, { buffered })
      const seconds = (performance.now() - started) / 1000
      if (buffered) process.stdout.write(`\n━━ ${step.name}: ${shown(step)}\n\n${output}`)
      return { name: step.name, code, seconds }
    }),
  )
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)

/** Test cases from the reports that exist: vitest (jest-style counts) and Playwright stats. */
function countTests() {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  const vitest = readJson(vitestJson)
  if (vitest) {
    counts.passed += vitest.numPassedTests ?? 0
    counts.failed += vitest.numFailedTests ?? 0
    counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0)
  }
  const playwright = readJson(playwrightJson)
  if (playwright?.stats) {
    counts.passed += playwright.stats.expected ?? 0
    counts.failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0)
    counts.skipped += playwright.stats.skipped ?? 0
  }
  return counts
}

const results = []
let failed = false
const started = performance.now()
for (const step of steps) {
  if (failed) {
    for (const { name } of [step].flat()) results.push({ name, status: 'not run' })
    continue
  }
  for (const { name, code, seconds } of await runStep(step)) {
    failed ||= code !== 0
    results.push({ name, status: code === 0 ? 'ok' : `FAILED (exit ${code})`, seconds })
  }
}
const wall = (performance.now() - started) / 1000

const counts = countTests()
rmSync(reports, { recursive: true, force: true })

const width = Math.max('total (wall clock)'.length, ...results.map((result) => result.name.length))
console.log('\n━━ summary\n')
for (const { name, status, seconds } of results) {
  const time = seconds === undefined ? '' : `${seconds.toFixed(1).padStart(7)} s`
  console.log(`  ${name.padEnd(width)}  ${time.padEnd(9)}  ${status}`)
}
console.log(`  ${'total (wall clock)'.padEnd(width)}  ${`${wall.toFixed(1).padStart(7)} s`}`)
if (counts.skipped > 0) console.log(`\n  skipped test cases: ${counts.skipped}`)
console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed`)
process.exitCode = failed ? 1 : 0
