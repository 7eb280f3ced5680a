/**
 * Tabs benchmark: five tabs of one signed-in seller on different pages (dashboard, pending orders,
 * active orders, transactions, profile); tab A accepts a pending order on its dashboard. Measures the
 * time from the click until every tab (polled every 10 ms: background tabs run no animation frames) that shows the order shows the change (tab A's card gone,
 * B's pending row gone, C's active list gains it), and the API requests the accept caused, in total
 * (the sandbox's request log) and per tab. Prints the figures and writes bench-results/tabs.json.
 *
 * Environment: the harness's (tests/bench/harness.ts).
 */
import type { Page } from 'playwright-core'
import * as v from 'valibot'
import { PendingOrders } from '../../src/contract/escrow'
import { startSandboxServer } from '../../src/server/http-server'
import {
  buildIfNeeded,
  distDir,
  launchChromium,
  runMain,
  signInTokens,
  storeTokens,
  writeResults,
} from './harness'

async function main() {
  buildIfNeeded()
  const server = await startSandboxServer({ port: 0, staticDir: distDir, dataDir: null })
  const base = server.url
  const browser = await launchChromium()
  try {
    const tokens = await signInTokens(base)
    const pendingResponse = await fetch(`${base}/api/v1/escrow/pending`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    })
    const pending = v.parse(PendingOrders, await pendingResponse.json())
    const order = pending.find((candidate) => candidate.initiator_role === 'buyer')
    if (!order) throw new Error('the seed should give the seller a pending order from a buyer')
    const id = order.public_id

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
    await context.addInitScript({ content: 'window.__name = (fn) => fn' })
    const first = await context.newPage()
    await first.goto(`${base}/login`)
    await first.evaluate(storeTokens, {
      access: tokens.access_token,
      refresh: tokens.refresh_token,
    })

    const paths = [
      '/dashboard',
      '/orders?status=pending',
      '/orders?status=active',
      '/transactions',
      '/profile',
    ]
    const tabs: Page[] = [first]
    for (let index = 1; index < paths.length; index += 1) tabs.push(await context.newPage())
    for (const [index, tab] of tabs.entries()) {
      await tab.goto(`${base}${paths[index]!}`)
      await tab.waitForLoadState('networkidle')
    }
    const calls = tabs.map((tab) => {
      const seen: string[] = []
      tab.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/v1/') && !url.pathname.includes('__sandbox'))
          seen.push(`${request.method()} ${url.pathname.slice(7)}`)
      })
      return seen
    })
    await fetch(`${base}/api/v1/__sandbox/requests`, { method: 'DELETE' })

    const a = tabs[0]!
    await a.bringToFront()
    let started = 0
    const shown = (tab: Page, probe: (publicId: string) => boolean) =>
      tab.waitForFunction(probe, id, { polling: 10, timeout: 10_000 }).then(
        () => Date.now() - started,
        () => Number.NaN,
      )
    const cardGone = (publicId: string) =>
      ![...document.querySelectorAll('article')].some(
        (card) => card.querySelector(`a[href="/orders/${publicId}"]`) !== null,
      )
    // The orders table is an ARIA table of virtualized rows (role="row"), not <table>/<tr>.
    const rowShown = (publicId: string) =>
      [...document.querySelectorAll('[role="row"]')].some((row) =>
        row.textContent.includes(publicId),
      )
    const rowGone = (publicId: string) =>
      ![...document.querySelectorAll('[role="row"]')].some((row) =>
        row.textContent.includes(publicId),
      )
    const rowActive = rowShown
    // The probes must be able to fail: before the accept, B lists the order and C does not.
    const before = [await tabs[1]!.evaluate(rowShown, id), await tabs[2]!.evaluate(rowShown, id)]
    if (before[0] !== true || before[1] !== false) {
      throw new Error(
        `before the accept: pending tab lists it ${String(before[0])}, active tab ${String(before[1])}`,
      )
    }
    started = Date.now()
    const waits = Promise.all([
      shown(a, cardGone),
      shown(tabs[1]!, rowGone),
      shown(tabs[2]!, rowActive),
    ])
    await a
      .locator('article')
      .filter({ has: a.locator(`a[href="/orders/${id}"]`) })
      .getByRole('button', { name: 'Accept' })
      .click()
    const [inA, inB, inC] = await waits
    if ([inA, inB, inC].some(Number.isNaN)) {
      throw new Error(`a tab did not show the accept within 10 s: ${String([inA, inB, inC])}`)
    }
    await a.waitForTimeout(2_000)
    const log = (await (await fetch(`${base}/api/v1/__sandbox/requests`)).json()) as unknown[]
    const perTab = calls.map((seen, index) => ({
      page: paths[index]!,
      requests: seen.length,
      calls: seen,
    }))
    const figures = {
      everyTabShowsItMs: Math.max(inA, inB, inC),
      perTabMs: { dashboard: inA, pendingOrders: inB, activeOrders: inC },
      totalRequests: log.length,
      perTab,
    }
    console.log(`tabs bench: 5 tabs, one accept in tab A (${id})`)
    console.log(
      `  time until every tab shows it: ${String(figures.everyTabShowsItMs)} ms`,
      figures.perTabMs,
    )
    console.log(`  requests it caused (sandbox log): ${String(figures.totalRequests)}`)
    for (const tab of perTab)
      console.log(`    ${tab.page}: ${String(tab.requests)}  ${tab.calls.join(', ')}`)
    writeResults('tabs', figures)
  } finally {
    await browser.close()
    await server.close()
  }
}

runMain(main)
