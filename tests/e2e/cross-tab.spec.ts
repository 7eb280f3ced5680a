import type { Page } from '@playwright/test'
import type { Order } from '../../src/contract/escrow'
import { apiAsPage, counterparty, countRequests, markDocument, pngUpload } from '../support/e2e'
import { buyer, expect, seller, test } from './fixtures'
import { disputableOrder } from './support-disputes'

const pendingSection = (page: Page) => page.getByRole('region', { name: 'Pending Escrows' })
const cardOf = (page: Page, publicId: string) =>
  pendingSection(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/orders/${publicId}"]`) })
const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders', exact: true })

/** Every API call a page makes (method and path after /api/v1), from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/v1/') && !url.pathname.includes('__sandbox')) {
      calls.push(`${request.method()} ${url.pathname.slice('/api/v1'.length)}`)
    }
  })
  return calls
}

function tally(calls: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const call of calls) counts[call] = (counts[call] ?? 0) + 1
  return counts
}

test.describe('as the seller', () => {
  test.use({ signedInAs: seller })

  test('accept in tab A: tab B’s dashboard and tab C’s orders update within a second, without a reload; one refetch per query on screen', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
    const pending = await apiAsPage<Order[]>(page, 'escrow/pending')
    const toAccept = pending.find((order) => order.initiator_role === 'buyer')
    if (!toAccept) throw new Error('The seed should give Ada a pending order started by a buyer')
    const b = await context.newPage()
    await b.goto('/dashboard')
    await expect(cardOf(b, toAccept.public_id)).toHaveCount(1)
    const c = await context.newPage()
    await c.goto('/orders?status=pending')
    const row = ordersTable(c).getByRole('row').filter({ hasText: toAccept.public_id })
    await expect(row).toHaveCount(1)
    const d = await context.newPage()
    await d.goto('/profile')
    await expect(d.getByText(seller.email).first()).toBeVisible()
    await page.bringToFront()
    await expect(cardOf(page, toAccept.public_id)).toHaveCount(1)
    const same = await Promise.all([b, c].map(markDocument))
    const calls = [page, b, c, d].map(recordApiCalls)

    await cardOf(page, toAccept.public_id).getByRole('button', { name: 'Accept' }).click()
    await expect(cardOf(page, toAccept.public_id)).toHaveCount(0)
    const settledAt = Date.now()
    await expect(cardOf(b, toAccept.public_id)).toHaveCount(0, { timeout: 1_000 })
    await expect(row).toHaveCount(0, { timeout: 1_000 })
    console.log(`accept → other tabs updated ${String(Date.now() - settledAt)} ms after tab A`)
    expect(await Promise.all(same.map((check) => check()))).toEqual([true, true])

    // Wait until the refetches the accept causes have all been sent: B's pending list and C's list.
    await expect
      .poll(() => {
        const [, inB, inC] = calls.map(tally)
        return [inB?.['GET /escrow/pending'], inC?.['GET /escrow/all']]
      })
      .toEqual([1, 1])
    const [inA, inB, inC, inD] = calls.map(tally)
    console.log('API calls per tab after one accept', { inA, inB, inC, inD })
    // No query refetches twice in any tab.
    for (const tab of [inA, inB, inC, inD]) {
      for (const [call, times] of Object.entries(tab ?? {})) {
        if (call.startsWith('GET')) expect(times, call).toBe(1)
      }
    }
    // The dashboard's pending list refetched in the two tabs that show it, not on the orders page.
    expect(inB?.['GET /escrow/pending']).toBe(1)
    expect(inC?.['GET /escrow/pending']).toBeUndefined()
    expect(inC?.['GET /escrow/all']).toBe(1)
  })

  test('three tabs reach the refresh time of the access token: one /auth/refresh, and every tab sends the new token', async ({
    page,
    context,
    sandboxApi,
  }) => {
    // The app renews a 15-minute token 5 minutes before it expires. The fake clock (every tab of the
    // context) gets there at once; the sandbox, on its own clock, still accepts the old token then,
    // as it would 10 minutes in.
    await page.clock.install()
    const tabs = [page]
    for (let index = 1; index < 3; index += 1) tabs.push(await context.newPage())
    const paths = ['/dashboard', '/orders', '/profile']
    for (const [index, tab] of tabs.entries()) {
      await tab.goto(paths[index] ?? '/dashboard')
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
    }
    const before = await page.evaluate(() => localStorage.getItem('access_token'))
    await sandboxApi.clearRequests()
    // The tabs that do not refresh learn the new token from a storage event. Each tab notes that
    // event after the app's own listener (added at start-up) has run, so a noted tab holds it.
    for (const tab of tabs) {
      await tab.evaluate(() => {
        addEventListener('storage', (event) => {
          if (event.key === 'access_token') Object.assign(window, { __tokenEvent: true })
        })
      })
    }

    await page.clock.fastForward('10:30')
    const stored = () => page.evaluate(() => localStorage.getItem('access_token'))
    await expect.poll(stored).not.toBe(before)
    const renewed = await stored()
    const toldByEvent = async () =>
      (
        await Promise.all(
          tabs.map((tab) =>
            tab.evaluate(() => (window as { __tokenEvent?: boolean }).__tokenEvent === true),
          ),
        )
      ).filter(Boolean).length
    // One tab refreshed; the two others were told.
    await expect.poll(toldByEvent).toBe(2)
    // Each tab's own calls carry the new token (the old one would still pass the server here).
    const sentTokens = () =>
      Promise.all(
        tabs.map(async (tab) => {
          const [request] = await Promise.all([
            tab.waitForRequest((candidate) => candidate.url().endsWith('/api/v1/auth/me')),
            tab.evaluate(() => window.__escrowSandbox?.get('auth/me')),
          ])
          return (await request.allHeaders()).authorization
        }),
      )
    await expect.poll(async () => [...new Set(await sentTokens())]).toEqual([`Bearer ${renewed}`])
    expect(await countRequests(sandboxApi, 'POST', '/auth/refresh')).toBe(1)
    const log = await sandboxApi.requests()
    expect(log.filter((entry) => entry.status === 401)).toEqual([])
  })

  test('sign out in tab A: tab B goes to /login within a second, and Back in either tab never paints protected data', async ({
    page,
    context,
  }) => {
    await context.addInitScript(installFrameWatcher, seller.fullName)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
    // One more entry in A's history, so Back there has a protected page to go to.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click()
    await page.waitForURL((url) => url.pathname === '/profile')
    await expect(page.getByText(seller.email).first()).toBeVisible()
    const other = await context.newPage()
    await other.goto('/orders')
    await expect(other.getByText(/ESC-[A-Z0-9]{4,}/).first()).toBeVisible()
    await other.goto('/dashboard')
    await expect(other.getByRole('heading', { level: 1 })).toContainText(seller.firstName)

    await page.getByRole('button', { name: `Account: ${seller.fullName}` }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    await other.waitForURL((url) => url.pathname === '/login', { timeout: 1_000 })
    await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible()

    for (const tab of [page, other]) {
      await tab.evaluate(() => {
        sessionStorage.setItem('frame-watch', 'on')
      })
      await tab.goBack()
      await tab.waitForURL((url) => url.pathname === '/login')
      await expect(tab.getByRole('heading', { name: 'Sign in' })).toBeVisible()
      // Give any late render a chance to show up in the record.
      await tab.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await frameLeaks(tab), `Back in tab ${tab === page ? 'A' : 'B'}`).toEqual([])
    }
  })
})

/**
 * Records, in every animation frame and after every DOM change, whether the page shows the
 * signed-in user's name or any escrow id. Armed through sessionStorage, so a document the tab loads
 * afresh (a reload, a Back that leaves the app's document) is watched from its first change too.
 */
function installFrameWatcher(fullName: string) {
  const ESCROW_ID = /ESC-[A-Z0-9]{4,}/
  const w = window as unknown as { __frameLeaks?: string[] }
  w.__frameLeaks = []
  const check = (when: string) => {
    if (sessionStorage.getItem('frame-watch') !== 'on') return
    const text = `${document.title}\n${document.documentElement.textContent}`
    const id = ESCROW_ID.exec(text)
    if (text.includes(fullName) || id) {
      w.__frameLeaks?.push(`${when} at ${location.pathname}: ${id ? id[0] : fullName}`)
    }
  }
  const frame = () => {
    check('frame')
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new MutationObserver(() => check('mutation')).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })
}

async function frameLeaks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __frameLeaks?: string[] }).__frameLeaks ?? [])
}

/** Makes the page's document report itself hidden or visible, with the event a tab switch fires. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }, state)
}

test.describe('as the buyer', () => {
  test.use({ signedInAs: buyer })

  test('the counterparty accepts elsewhere: the visible orders page shows it at its next poll without a reload, and a hidden tab shown again at once', async ({
    page,
    playwright,
    baseURL,
    sandboxApi,
  }) => {
    // The lists poll every 20 s (LIVE_ORDERS_INTERVAL_MS) while visible: the fake clock skips ahead.
    await page.clock.install()
    await page.goto('/orders?status=pending')
    const { pending } = await apiAsPage<{ pending: Order[] }>(page, 'escrow/all')
    // Bayo started it as the buyer and has paid: Ada's accept makes it active at once.
    const toAccept = pending.find(
      (order) =>
        order.initiator_role === 'buyer' &&
        order.initiator?.email === buyer.email &&
        (order.receiver_email ?? order.receiver?.email) === seller.email,
    )
    // Ada started it as the seller and Bayo has not accepted: Ada can still cancel it.
    const toCancel = pending.find(
      (order) =>
        order.initiator_role === 'seller' &&
        order.initiator?.email === seller.email &&
        (order.receiver_email ?? order.receiver?.email) === buyer.email,
    )
    if (!toAccept || !toCancel) throw new Error('The seed should give Bayo pending orders with Ada')
    const rowOf = (publicId: string) =>
      ordersTable(page).getByRole('row').filter({ hasText: publicId })
    await expect(rowOf(toAccept.public_id)).toHaveCount(1)
    await expect(rowOf(toCancel.public_id)).toHaveCount(1)
    const sameDocument = await markDocument(page)
    const request = await playwright.request.newContext({ baseURL })
    const ada = await counterparty(request, seller)

    // Polling while visible.
    await ada(`escrow/${toAccept.public_id}/accept`)
    await page.clock.fastForward('00:21')
    await expect(rowOf(toAccept.public_id)).toHaveCount(0)
    await page.getByRole('tab', { name: 'Active' }).click()
    await expect(rowOf(toAccept.public_id)).toHaveCount(1)
    await page.getByRole('tab', { name: 'Pending' }).click()
    await expect(rowOf(toCancel.public_id)).toHaveCount(1)

    // A hidden tab does not poll; shown again, it refetches at once.
    await setVisibility(page, 'hidden')
    await ada(`escrow/${toCancel.public_id}/cancel`)
    await sandboxApi.clearRequests()
    await page.clock.fastForward('00:41')
    // A round trip of the page's own after the skipped polls: a poll they sent would be logged by now.
    await page.evaluate(() => window.__escrowSandbox?.get('auth/me'))
    expect(await countRequests(sandboxApi, 'GET', '/escrow/all')).toBe(0)
    await expect(rowOf(toCancel.public_id)).toHaveCount(1)
    await setVisibility(page, 'visible')
    await expect(rowOf(toCancel.public_id)).toHaveCount(0, { timeout: 2_000 })
    expect(await sameDocument()).toBe(true)
    await request.dispose()
  })

  test('raise a dispute in tab A: tab B’s disputes show it within a second, without a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/disputes')
    const cards = (tab: Page) => tab.getByRole('article')
    await expect(cards(page)).toHaveCount(2)
    const b = await context.newPage()
    await b.goto('/disputes')
    await expect(cards(b)).toHaveCount(2)
    const sameDocument = await markDocument(b)

    await page.getByRole('button', { name: 'Raise Dispute' }).click()
    const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
    const escrow = dialog.getByLabel('Escrow')
    await expect(escrow.locator('option')).not.toHaveCount(1)
    // An order the server takes a dispute about (the selector also lists completed ones).
    await escrow.selectOption((await disputableOrder(page, buyer)).public_id)
    await dialog.getByLabel('Reason').fill('Raised in tab A')
    await dialog.getByTestId('image-uploader-input').setInputFiles([pngUpload('proof.png')])
    await expect(dialog.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit Dispute' }).click()
    await expect(dialog).toBeHidden()
    const raisedAt = Date.now()
    await expect(cards(b)).toHaveCount(3, { timeout: 1_000 })
    await expect(cards(b).first()).toContainText('Raised in tab A')
    console.log(`dispute raised → other tab shows it ${String(Date.now() - raisedAt)} ms later`)
    expect(await sameDocument()).toBe(true)
  })
})
