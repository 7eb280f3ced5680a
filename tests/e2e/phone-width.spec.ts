/**
 * Phone width and zoom (issue 14 and "Proof under fire", accessibility): invite e-mails are opened
 * on phones, and people with low vision zoom in. Every page must work at 390 px, at 320 px and at
 * 200 % zoom (a 1280×800 window at 200 % is 640×400 CSS px at device scale 2): no sideways
 * scrolling of the page (only deliberate scroll regions such as tables and the status tab row
 * scroll, and those are keyboard-scrollable), every action reachable and not covered, the orders
 * chart as wide as its card with the current month in sight. Each page's screenshot is written to
 * test-results/phone/ (git-ignored) as evidence; the screenshots assert nothing.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { OrdersByStatus } from '../../src/contract/escrow'
import { expect, seller, signIn, test } from './fixtures'

const PHONE = { width: 390, height: 844 }
const NARROW = { width: 320, height: 640 }

const screenshotDir = fileURLToPath(new URL('../../test-results/phone/', import.meta.url))

test.use({ viewport: PHONE })

/**
 * Share of an element that must be in view. Not 1: a tab overlaps its row's bottom border by 1 px,
 * which the scrolling row clips (1 of 44 px), and subpixel layout leaves ratios like 0.9999993.
 */
const MOSTLY = 0.95

/**
 * Everything a user can act on (the skip link only shows on focus, so it is left out, and so are
 * file inputs a visible button stands in for).
 */
const ACTIONS = [
  'a[href]:not([href="#main-content"])',
  'button',
  'input:not([type="hidden"]):not([tabindex="-1"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
].join(', ')

/** Waits until the page has drawn its content: its heading, and no "Loading…" status left. */
async function settled(page: Page, heading: Locator) {
  await expect(heading).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0)
}

async function expectNoSidewaysScroll(page: Page) {
  const size = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }
  })
  expect(size.scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(size.clientWidth)
}

/**
 * In the page: every element that scrolls sideways, whether it is one of the deliberate scroll
 * regions (a table's wrapper, a tab row) and whether the keyboard can scroll it (it takes the
 * focus itself, or holds something that does, which scrolls into view when focused).
 */
function sidewaysScrollers() {
  const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'
  return [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((element) => {
      const { overflowX } = getComputedStyle(element)
      return (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      )
    })
    .map((element) => ({
      name: `${element.tagName.toLowerCase()}.${element.className.split(' ')[0] ?? ''}`,
      deliberate:
        element.querySelector(':scope > table, :scope > [role="table"]') !== null ||
        element.getAttribute('role') === 'tablist',
      keyboard: element.tabIndex >= 0 || element.querySelector(focusable) !== null,
    }))
}

async function expectOnlyDeliberateScrollRegions(page: Page) {
  const scrollers = await page.evaluate(sidewaysScrollers)
  const wrong = scrollers
    .filter((scroller) => !scroller.deliberate || !scroller.keyboard)
    .map(
      (scroller) =>
        `${scroller.name} (deliberate: ${String(scroller.deliberate)}, keyboard: ${String(scroller.keyboard)})`,
    )
  expect(wrong, `sideways scrolling on ${page.url()}`).toEqual([])
}

interface Seen {
  name: string
  ratio: number
  left: number
  right: number
  /** What is drawn over the element's centre instead of it, if anything. */
  coveredBy: string | null
  /** Why the element is too cramped to use, if it is. */
  cramped: string | null
}

/**
 * In the page: how much of an element the viewport shows, how far it sticks out sideways, and
 * whether something else is drawn over its centre.
 */
function inView(node: Node) {
  const element = node as Element
  const describe = (target: Element) => {
    const label =
      target.getAttribute('aria-label') ??
      target.getAttribute('placeholder') ??
      target.getAttribute('name') ??
      target.textContent
    return `${target.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`
  }
  // WCAG 2.5.8: 24 × 24 px targets (inline links in running text are exempt). An icon squeezed
  // narrower than half its height by a crowded flex row is as good as gone.
  const cramped = (target: Element, box: DOMRect) => {
    if (getComputedStyle(target).display !== 'inline' && (box.width < 23.5 || box.height < 23.5)) {
      return `${String(Math.round(box.width))}×${String(Math.round(box.height))} px`
    }
    const squeezed = [...target.querySelectorAll('svg')].find((icon) => {
      const { width, height } = icon.getBoundingClientRect()
      return height > 0 && width < height / 2
    })
    return squeezed ? 'its icon is squeezed' : null
  }
  return new Promise<Seen>((resolve) => {
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect()
      const box = element.getBoundingClientRect()
      // A link that wraps has a line box per line: its bounding box's centre may be between them.
      const line = element.getClientRects()[0] ?? box
      const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2)
      const covered = hit !== null && hit !== element && !element.contains(hit)
      resolve({
        name: describe(element),
        ratio: entry?.intersectionRatio ?? 0,
        left: box.left,
        right: box.right - window.innerWidth,
        coveredBy: covered ? describe(hit) : null,
        cramped: cramped(element, box),
      })
    })
    observer.observe(element)
  })
}

/**
 * Scrolls to every visible action and checks that it is then wholly inside the viewport (not cut
 * off by the window's edge or by a clipping container: IntersectionObserver sees both) and not
 * covered by anything else (a sticky header, a neighbour).
 */
async function expectActionsReachable(page: Page) {
  const actions = await page.locator(ACTIONS).filter({ visible: true }).elementHandles()
  expect(actions.length, `actions on ${page.url()}`).toBeGreaterThan(0)
  const unreachable: string[] = []
  let checked = 0
  for (const action of actions) {
    // A virtualised list swaps rows out while it scrolls; those rows are checked as they come.
    if (!(await action.evaluate((node) => node.isConnected))) continue
    await action.scrollIntoViewIfNeeded()
    const seen = await action.evaluate(inView)
    checked += 1
    if (seen.ratio < MOSTLY || seen.left < -1 || seen.right > 1) {
      unreachable.push(`${seen.name}: ${Math.round(seen.ratio * 100)} % in view`)
    } else if (seen.coveredBy !== null) {
      unreachable.push(`${seen.name}: covered by ${seen.coveredBy}`)
    } else if (seen.cramped !== null) {
      unreachable.push(`${seen.name}: ${seen.cramped}`)
    }
  }
  expect(checked).toBeGreaterThan(0)
  expect(unreachable, `actions out of reach on ${page.url()}`).toEqual([])
}

async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({
    path: `${screenshotDir}${name}.png`,
    fullPage: true,
    animations: 'disabled',
  })
}

/** A pending order of the seller's, as an invite link would open it. */
async function pendingOrderId(page: Page): Promise<string> {
  await page.goto('about:blank')
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/escrow/all'))
  await page.goto('/orders')
  const grouped = v.parse(OrdersByStatus, await (await answer).json())
  const order = grouped.pending[0]
  if (!order) throw new Error('The seed has no pending order')
  return order.public_id
}

const h1 = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) })

/** The signed-in pages; /orders/<id> and /login have tests of their own below. */
const PAGES = [
  { path: '/dashboard', name: 'dashboard', heading: (page: Page) => h1(page) },
  { path: '/orders', name: 'orders', heading: (page: Page) => h1(page, 'Orders') },
  {
    path: '/transactions',
    name: 'transactions',
    heading: (page: Page) => h1(page, 'Wallet Transactions'),
  },
  { path: '/disputes', name: 'disputes', heading: (page: Page) => h1(page, 'Dispute Resolution') },
  { path: '/referrals', name: 'referrals', heading: (page: Page) => h1(page, 'Referrals') },
  {
    path: '/escrow/new',
    name: 'escrow-new',
    heading: (page: Page) => h1(page, 'Create order'),
  },
] as const

test('/login at 390 px: no sideways scrolling, every action reachable', async ({ page }) => {
  await page.goto('/login')
  await settled(page, h1(page))
  await expectNoSidewaysScroll(page)
  await expectActionsReachable(page)
  await screenshot(page, 'login')
})

for (const { path, name, heading } of PAGES) {
  test(`${path} at 390 px: no sideways scrolling, every action reachable`, async ({ page }) => {
    await signIn(page, seller)
    await page.goto(path)
    await settled(page, heading(page))
    await expectNoSidewaysScroll(page)
    await expectActionsReachable(page)
    await expectNoSidewaysScroll(page)
    await screenshot(page, name)
  })
}

test('/orders/<id> at 390 px: no sideways scrolling, every action reachable', async ({ page }) => {
  await signIn(page, seller)
  const id = await pendingOrderId(page)
  await page.goto(`/orders/${id}`)
  await settled(page, h1(page, `Order #${id}`))
  await expectNoSidewaysScroll(page)
  await expectActionsReachable(page)
  await screenshot(page, 'order-detail')
})

/** The chart's SVG and its last month label (this month) against the card around it. */
async function expectChartFitsCard(page: Page) {
  const card = page.getByRole('region', { name: 'Order overview' })
  const chart = card.getByRole('group', { name: /^Orders per month, January to / })
  await expect(chart).toBeVisible()
  const thisMonth = new Date().toLocaleString('en-GB', { month: 'short' })
  const lastLabel = chart.locator('.visx-axis-bottom .visx-axis-tick').last()
  await expect(lastLabel).toHaveText(thisMonth)
  await lastLabel.scrollIntoViewIfNeeded()
  await expect(lastLabel).toBeInViewport({ ratio: MOSTLY })

  // The chart redraws once ResizeObserver has measured the card.
  await expect
    .poll(async () => {
      const [cardBox, chartBox, labelBox] = await Promise.all([
        card.boundingBox(),
        chart.boundingBox(),
        lastLabel.boundingBox(),
      ])
      if (!cardBox || !chartBox || !labelBox) return 'not laid out'
      const cardRight = cardBox.x + cardBox.width
      if (chartBox.width > cardBox.width)
        return `chart ${chartBox.width} px > card ${cardBox.width} px`
      if (chartBox.x + chartBox.width > cardRight + 0.5) return 'chart sticks out of the card'
      if (labelBox.x + labelBox.width > cardRight + 0.5) return 'last month label outside the card'
      return 'fits'
    })
    .toBe('fits')
}

test('the orders chart is as wide as its card at 390 px, with this month in sight', async ({
  page,
}) => {
  await signIn(page, seller)
  await page.goto('/orders')
  await settled(page, h1(page, 'Orders'))
  await expectChartFitsCard(page)
  // Every month keeps its point (and the hidden table its row), whatever labels fit.
  const points = page
    .getByRole('group', { name: /^Orders per month/ })
    .getByRole('img', { name: /: \d+ orders?$/ })
  await expect(points).toHaveCount(new Date().getMonth() + 1)
})

/** In the page: the left edge and width of every column header, and of the first row's cells. */
function columnEdges(table: Element) {
  const edges = (cells: Iterable<Element>) =>
    [...cells].map((cell) => {
      const box = cell.getBoundingClientRect()
      return `${String(Math.round(box.left))}+${String(Math.round(box.width))}`
    })
  const firstRow = table.querySelectorAll('[role="rowgroup"]')[1]?.querySelector('[role="row"]')
  return {
    headers: edges(table.querySelectorAll('[role="columnheader"]')),
    cells: edges(firstRow?.querySelectorAll('[role="cell"], [role="rowheader"]') ?? []),
  }
}

test('the orders table scrolls sideways at 390 px with every header over its column', async ({
  page,
}) => {
  await signIn(page, seller)
  await page.goto('/orders')
  await settled(page, h1(page, 'Orders'))
  const table = page.getByRole('table', { name: 'Orders', exact: true })
  const view = table.getByRole('link', { name: /^View order/ }).first()
  // Tab to the last column: the focus scrolls the table, and the header row comes along.
  await view.focus()
  await expect(view).toBeInViewport({ ratio: MOSTLY })
  for (const end of ['start', 'end'] as const) {
    if (end === 'start') await table.evaluate((node) => node.parentElement?.scrollTo({ left: 0 }))
    const { headers, cells } = await table.evaluate(columnEdges)
    expect(headers.length, 'columns').toBeGreaterThan(5)
    expect(cells, `cells under their headers, scrolled to the ${end}`).toEqual(headers)
  }
})

test('the status tabs scroll sideways at 390 px, fade where more tabs are, and follow the focus', async ({
  page,
}) => {
  await signIn(page, seller)
  await page.goto('/orders')
  await settled(page, h1(page, 'Orders'))
  const tablist = page.getByRole('tablist', { name: 'Order status' })
  const tabs = tablist.getByRole('tab')
  const overflow = async () => tablist.getAttribute('data-overflow')
  const mask = async () => tablist.evaluate((node) => getComputedStyle(node).maskImage)

  const scrolls = await tablist.evaluate((node) => node.scrollWidth > node.clientWidth)
  test.skip(!scrolls, 'the tabs fit at this width')
  expect(await overflow()).toBe('end')
  expect(await mask()).toContain('linear-gradient')

  // Keyboard: End moves focus (and selection) to the last tab, which scrolls into view.
  await tabs.first().focus()
  await page.keyboard.press('End')
  const last = tabs.last()
  await expect(last).toBeFocused()
  await expect(last).toHaveAttribute('aria-selected', 'true')
  await expect(last).toBeInViewport({ ratio: MOSTLY })
  await expect.poll(overflow).toBe('start')

  await page.keyboard.press('Home')
  await expect(tabs.first()).toBeFocused()
  await expect(tabs.first()).toBeInViewport({ ratio: MOSTLY })
  await expect.poll(overflow).toBe('end')
  await expectNoSidewaysScroll(page)
})

/** 1280×800 at 200 % zoom: what the page lays out in is half of it, drawn at twice the density. */
const ZOOM_200 = { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }

for (const [label, size] of [
  ['200 % zoom', ZOOM_200],
  ['320 px', { viewport: NARROW, deviceScaleFactor: 1 }],
] as const) {
  test.describe(label, () => {
    test.use(size)

    test(`at ${label} every page fits the width, scrolls only its deliberate regions, and every action is reachable and uncovered`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const signedOut = [
        { path: '/login', heading: (p: Page) => h1(p) },
        { path: '/register', heading: (p: Page) => h1(p) },
      ]
      for (const { path, heading } of signedOut) {
        await page.goto(path)
        await settled(page, heading(page))
        await expectPageFits(page)
      }
      await signIn(page, seller)
      const id = await pendingOrderId(page)
      const pages = [
        ...PAGES.map(({ path, heading }) => ({ path, heading })),
        { path: `/orders/${id}`, heading: (p: Page) => h1(p, `Order #${id}`) },
      ]
      for (const { path, heading } of pages) {
        await page.goto(path)
        await settled(page, heading(page))
        await expectPageFits(page)
        if (path === '/orders') {
          await expectChartFitsCard(page)
          await screenshot(page, `orders-${label.replace(/\W+/g, '-')}`)
        }
      }
    })
  })
}

/** The checks every page gets at 320 px and at 200 % zoom. */
async function expectPageFits(page: Page) {
  await expectNoSidewaysScroll(page)
  await expectOnlyDeliberateScrollRegions(page)
  await expectActionsReachable(page)
  await expectNoSidewaysScroll(page)
}

test('with reduced motion, the loading spinner and skeletons stand still', async ({
  page,
  sandboxApi,
}) => {
  // The sidebar's Orders link is a desktop one; motion does not depend on the width.
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, seller)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await sandboxApi.config({ latency_ms: 1500 })
  // A fresh page, so the orders come from the (slow) sandbox.
  await page.reload()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  const spinner = page.getByRole('status').filter({ hasText: 'Loading orders...' }).last()
  await expect(spinner).toBeVisible()
  const ring = spinner.locator('[aria-hidden="true"]')
  expect(await ring.evaluate((node) => getComputedStyle(node).animationName)).toBe('none')
  // Nothing on the page animates (skeletons included): no CSS animation is running.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)

  // The same spinner turns when motion is fine: the check above is not vacuous.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await ring.evaluate((node) => getComputedStyle(node).animationName)).not.toBe('none')
  expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await sandboxApi.config({ latency_ms: 0 })
  await expect(page.getByRole('table', { name: 'Orders', exact: true })).toBeVisible()
})

/** In the page: the animation-duration of an element, in milliseconds. */
function animationMs(node: Node) {
  return parseFloat(getComputedStyle(node as Element).animationDuration) * 1000
}

test('with reduced motion, dashboard skeletons, menus, dialogs and the chart do not move', async ({
  page,
  sandboxApi,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, seller)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await sandboxApi.config({ latency_ms: 1500 })
  await page.reload()
  // The session check first, then the dashboard's cards: skeletons while their data comes.
  await expect(h1(page)).toBeVisible()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Loading/ })
      .first(),
  ).toBeVisible()
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await sandboxApi.config({ latency_ms: 0 })
  await settled(page, h1(page))

  // Menus and dialogs appear at once (their fade is cut to 0.01 ms, which ends on the first frame).
  await page.getByRole('button', { name: 'Quick actions' }).click()
  const menu = page.getByRole('menu')
  expect(await menu.evaluate(animationMs)).toBeLessThanOrEqual(1)
  await page.getByRole('menuitem', { name: 'Withdraw' }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw' })
  expect(await dialog.evaluate(animationMs)).toBeLessThanOrEqual(1)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await dialog.evaluate(animationMs)).toBeGreaterThan(1)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // The chart is drawn still; its keyboard tooltip appears without motion too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  const overview = page.getByRole('region', { name: 'Order overview' })
  await overview
    .getByRole('group', { name: /^Orders per month/ })
    .getByRole('img')
    .first()
    .focus()
  await expect(overview.getByText(/^January\s+\d+ orders?$/)).toBeVisible()
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
})
