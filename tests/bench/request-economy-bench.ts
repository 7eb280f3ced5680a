/**
 * Request economy of a scripted seller session (tests/bench/request-economy.ts): per step, the API
 * calls made against the minimum its screens need, and duplicates within the stale time; then a
 * deep link to /orders/<id> in a fresh tab, with the start and end of each call (parallel or a
 * waterfall). Prints the table and writes bench-results/request-economy.json.
 */
import { startSandboxServer } from '../../src/server/http-server'
import { buildIfNeeded, distDir, launchChromium, runMain, seller, writeResults } from './harness'
import {
  deepLinkCalls,
  duplicatesWithinStaleTime,
  inParallel,
  MINIMUM_CALLS,
  scriptedSession,
  stepReports,
} from './request-economy'

async function main() {
  buildIfNeeded()
  const server = await startSandboxServer({ port: 0, staticDir: distDir, dataDir: null })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1366, height: 900 },
    })
    await context.addInitScript({ content: 'window.__name = (fn) => fn' })
    const page = await context.newPage()
    const calls = await scriptedSession(page, seller)
    const order = calls.find((call) => call.call === 'GET escrow/<id>')
    if (!order) throw new Error('the session opened no order')
    const deepLink = await deepLinkCalls(
      browser,
      server.url,
      await context.storageState(),
      `/${order.path}`.replace('/escrow/', '/orders/'),
    )
    await context.close()

    const steps = stepReports(calls, MINIMUM_CALLS)
    const duplicates = duplicatesWithinStaleTime(calls)
    console.log('Request economy (seller session; calls from Chromium network events):')
    console.log(
      `  ${'step'.padEnd(22)} ${'made'.padStart(4)} ${'min'.padStart(4)}  extra / duplicates`,
    )
    for (const step of steps) {
      console.log(
        `  ${step.step.padEnd(22)} ${String(step.calls.length).padStart(4)} ${String(step.minimum.length).padStart(4)}  ` +
          `${step.extra.join(', ') || '-'} / ${step.duplicates.join(', ') || '-'}`,
      )
    }
    const parallel = inParallel(deepLink)
    const start = Math.min(...deepLink.map((call) => call.startMs))
    const deepLinkRows = deepLink.map((call) => ({
      call: call.call,
      startMs: call.startMs - start,
      endMs: call.endMs === null ? null : call.endMs - start,
    }))
    console.log(`  deep link /orders/<id>: ${parallel ? 'in parallel' : 'WATERFALL'}`)
    for (const row of deepLinkRows) {
      console.log(
        `    ${row.call.padEnd(20)} start ${String(row.startMs)} ms, end ${String(row.endMs)} ms`,
      )
    }
    writeResults('request-economy', {
      date: new Date().toISOString(),
      totals: {
        calls: calls.length,
        minimum: Object.values(MINIMUM_CALLS).flat().length,
        duplicates: duplicates.length,
      },
      steps,
      deepLink: { parallel, calls: deepLinkRows },
    })
  } finally {
    await browser.close()
    await server.close()
  }
}

runMain(main)
