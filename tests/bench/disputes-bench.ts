/**
 * Disputes page benchmark (issue 23): the page with 500 disputes from the server and one thread of
 * 200 messages, the built app in Chromium against the sandbox, five fresh runs. The disputes are
 * served by Playwright's routing in place of GET /disputes (the sandbox has no bulk disputes; the
 * app's rendering is what is measured). Per run:
 *   - first cards: navigation start → all the cards are in the DOM and a frame has passed;
 *   - tab switch: click on Open → the cards of open disputes only (next frame);
 *   - thread open: View on the dispute with 200 messages → its 200 messages shown (next frame);
 *   - reply echo: a keystroke in the reply box → the box shows it (next frame);
 *   - reply shown: Send reply → the 201st message shown (next frame; the POST answered at once);
 *   - JS heap after load (CDP Performance.getMetrics JSHeapUsedSize, after a garbage collection).
 * Prints the medians and writes every figure to bench-results/disputes.json (git-ignored).
 *
 * Environment: BENCH_DISPUTES (default 500), BENCH_MESSAGES (default 200), BENCH_RUNS (default 5),
 * and the harness's.
 */
import type { Browser } from 'playwright-core'
import type { Dispute, DisputeMessage } from '../../src/contract/disputes'
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

const disputeCount = Number(process.env.BENCH_DISPUTES ?? 500)
const messageCount = Number(process.env.BENCH_MESSAGES ?? 200)
const runs = Number(process.env.BENCH_RUNS ?? 5)
const TIMEOUT_MS = 60_000
const CARDS = 'section[aria-label="Disputes"] article'
const MESSAGES = '[role="dialog"] ol[aria-label="Messages"] > li'

const START = Date.parse('2026-01-01T00:00:00.000Z')
const iso = (minutes: number) => new Date(START + minutes * 60_000).toISOString()
const pad = (value: number) => String(value).padStart(8, '0')

function message(index: number): DisputeMessage {
  const author = (['buyer', 'seller', 'support'] as const)[index % 3] ?? 'buyer'
  return {
    id: `MSG-${pad(index)}`,
    author,
    author_name: author === 'support' ? 'Escrow Support' : `Party ${author}`,
    body: `Message ${String(index)}: ${'the parcel, the courier and the receipt. '.repeat(3)}`,
    created_at: iso(index),
  }
}

/** Newest first, every third resolved; the newest, open, has the long thread. */
function disputes(): Dispute[] {
  return Array.from({ length: disputeCount }, (_, index) => {
    const number = disputeCount - index
    const resolved = index !== 0 && number % 3 === 0
    return {
      id: `DSP-${pad(number)}`,
      escrow_id: `ESC-${pad(number)}`,
      reason: `Reason ${String(number)}: what arrived does not match the listing, and the box was crushed.`,
      status: resolved ? 'resolved' : 'open',
      resolution: resolved ? 'refund' : null,
      raised_by: 'buyer',
      created_at: iso(number),
      updated_at: iso(number),
      images: [],
      messages: Array.from({ length: index === 0 ? messageCount : 2 }, (_, at) => message(at)),
    }
  })
}

async function oneRun(browser: Browser, baseUrl: string, list: Dispute[]) {
  const context = await signedInContext(browser, baseUrl)
  const long = list[0]
  if (!long) throw new Error('no disputes')
  await context.route('**/api/v1/disputes', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: list }) : route.fallback(),
  )
  await context.route(`**/api/v1/disputes/${long.id}/messages`, (route) =>
    route.fulfill({
      status: 201,
      json: { ...long, messages: [...long.messages, message(long.messages.length)] },
    }),
  )
  await context.addInitScript(recordShown, { selector: CARDS, count: list.length })
  const page = await context.newPage()
  page.setDefaultTimeout(TIMEOUT_MS)

  const firstCardsMs = await shownAfterGoto(page, `${baseUrl}/disputes`)
  await page.waitForLoadState('networkidle')
  const heapMB = await heapAfterGcMB(context, page)

  const open = list.filter((dispute) => dispute.status === 'open').length
  const tabSwitchMs = await timeUntil(
    page,
    { click: '[role="tab"]', text: 'Open' },
    { count: open, of: CARDS },
  )
  await page.getByRole('tab', { name: 'All' }).click()
  await page.waitForFunction(
    ({ selector, count }) => document.querySelectorAll(selector).length === count,
    { selector: CARDS, count: list.length },
  )

  // Radix's dialog chunk is fetched on the first open: warm it with another dispute first.
  await page.getByRole('button', { name: `View dispute ${list[1]?.id ?? ''}` }).click()
  await page.getByRole('dialog').waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  const threadOpenMs = await timeUntil(
    page,
    { click: `button[aria-label="View dispute ${long.id}"]` },
    { count: long.messages.length, of: MESSAGES },
  )
  const box = '[role="dialog"] textarea'
  const replyEchoMs = await timeUntil(
    page,
    { type: 'z', into: box },
    { valueEndsWith: 'z', of: box },
  )
  const replyShownMs = await timeUntil(
    page,
    { click: '[role="dialog"] button[type="submit"]' },
    { count: long.messages.length + 1, of: MESSAGES },
  )

  await context.close()
  return { firstCardsMs, tabSwitchMs, threadOpenMs, replyEchoMs, replyShownMs, heapMB }
}

async function main() {
  buildIfNeeded()
  console.log(
    `bench: ${String(disputeCount)} disputes, a thread of ${String(messageCount)} messages, ${String(runs)} runs, ${executablePath}`,
  )
  const server = await startSandboxServer({ port: 0, staticDir: distDir, dataDir: null })
  const list = disputes()
  const { version, summary } = await measureRuns({
    runs,
    server,
    labels: {
      firstCardsMs: 'first cards',
      tabSwitchMs: 'tab switch',
      threadOpenMs: 'thread open',
      replyEchoMs: 'reply echo',
      replyShownMs: 'reply shown',
      heapMB: 'heap',
    },
    once: (browser) => oneRun(browser, server.url, list),
  })
  const { medians } = summary
  console.log(
    `\nDisputes page, medians of ${String(runs)} runs, ${String(disputeCount)} disputes, a thread of ${String(messageCount)}:`,
  )
  console.log(`  navigation → all cards rendered       ${String(medians.firstCardsMs)} ms`)
  console.log(`  tab switch (All → Open)               ${String(medians.tabSwitchMs)} ms`)
  console.log(
    `  View → ${String(messageCount)} messages shown           ${String(medians.threadOpenMs)} ms`,
  )
  console.log(`  reply keystroke → box shows it        ${String(medians.replyEchoMs)} ms`)
  console.log(`  Send reply → the new message shown    ${String(medians.replyShownMs)} ms`)
  console.log(`  JS heap after load (after GC)         ${String(medians.heapMB)} MB`)
  writeResults('disputes', {
    date: new Date().toISOString(),
    disputes: disputeCount,
    messages: messageCount,
    runs,
    chromium: version,
    ...summary,
  })
}

runMain(main)
