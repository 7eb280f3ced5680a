/**
 * Phone width and zoom (issue 14 and "Proof under fire", accessibility): invite e-mails are opened
 * on phones, and people with low vision zoom in. Every page must work at 390 px, at 320 px and at
 * 200 % zoom (a 1280×800 window at 200 % is 640×400 CSS px at device scale 2): no sideways
 * scrolling of the page (only deliberate scroll regions such as the status tab row scroll, and
 * those are keyboard-scrollable), every action reachable and not covered, the orders chart as wide
 * as its card with the current month in sight, the orders and transactions as cards that show what
 * matters (issue 31), as they do as rows at 1280 px with the sidebar expanded or collapsed. Each
 * page's screenshot is written to test-results/phone/ (git-ignored) as evidence; the screenshots
 * assert nothing.
 */
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { OrdersByStatus } from '../../src/contract/escrow'
import { apiAs } from '../support/e2e'
import { expect, seller, signInByApi, test } from './fixtures'

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
 * In the page, for every visible action in turn: scrolls it into view (centred if it was not
 * wholly in view, as Playwright's scrollIntoViewIfNeeded does), then measures how much of it the
 * viewport shows (IntersectionObserver: cut off by the window's edge or by a clipping container),
 * how far it sticks out sideways, and whether something else is drawn over its centre. One call
 * for the whole page: the browser does the walk without a round trip per action.
 */
function inViewOneByOne(elements: Element[]) {
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
  const measure = (element: Element) =>
    new Promise<Seen>((resolve) => {
      const observer = new IntersectionObserver(([entry]) => {
        observer.disconnect()
        const box = element.getBoundingClientRect()
        // A link that wraps has a line box per line: its bounding box's centre may be between them.
        const line = element.getClientRects()[0] ?? box
        const hit = document.elementFromPoint(
          line.left + line.width / 2,
          line.top + line.height / 2,
        )
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
  return (async () => {
    const seen: Seen[] = []
    for (const element of elements) {
      // A virtualised list swaps rows out while it scrolls; those rows are checked as they come.
      if (!element.isConnected) continue
      ;(
        element as Element & { scrollIntoViewIfNeeded(center?: boolean): void }
      ).scrollIntoViewIfNeeded(true)
      seen.push(await measure(element))
    }
    return seen
  })()
}

/**
 * Scrolls to every visible action and checks that it is then wholly inside the viewport (not cut
 * off by the window's edge or by a clipping container) and not covered by anything else (a sticky
 * header, a neighbour), and at least 24 px square.
 */
async function expectActionsReachable(page: Page) {
  const actions = page.locator(ACTIONS).filter({ visible: true })
  expect(await actions.count(), `actions on ${page.url()}`).toBeGreaterThan(0)
  const seen = await actions.evaluateAll(inViewOneByOne)
  expect(seen.length).toBeGreaterThan(0)
  const unreachable: string[] = []
  for (const action of seen) {
    if (action.ratio < MOSTLY || action.left < -1 || action.right > 1) {
      unreachable.push(`${action.name}: ${Math.round(action.ratio * 100)} % in view`)
    } else if (action.coveredBy !== null) {
      unreachable.push(`${action.name}: covered by ${action.coveredBy}`)
    } else if (action.cramped !== null) {
      unreachable.push(`${action.name}: ${action.cramped}`)
    }
  }
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

/** A pending order of the seller's, as an invite link would open it (read through the API). */
async function pendingOrderId(page: Page): Promise<string> {
  const order = (await apiAs(page, seller, 'escrow/all', OrdersByStatus)).pending[0]
  if (!order) throw new Error('The seed has no pending order')
  return order.public_id
}

const h1 = (page: Page, name?: string) =>
  page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) })

interface PageToCheck {
  path: string
  name: string
  heading: (page: Page) => Locator
}

const SIGNED_OUT_PAGES: PageToCheck[] = [
  { path: '/login', name: 'login', heading: (page) => h1(page) },
  { path: '/register', name: 'register', heading: (page) => h1(page) },
]

/** The signed-in pages, the order page last (its id comes from the sandbox). */
function signedInPages(orderId: string): PageToCheck[] {
  return [
    { path: '/dashboard', name: 'dashboard', heading: (page) => h1(page) },
    { path: '/orders', name: 'orders', heading: (page) => h1(page, 'Orders') },
    {
      path: '/transactions',
      name: 'transactions',
      heading: (page) => h1(page, 'Wallet Transactions'),
    },
    { path: '/disputes', name: 'disputes', heading: (page) => h1(page, 'Dispute Resolution') },
    { path: '/referrals', name: 'referrals', heading: (page) => h1(page, 'Referrals') },
    { path: '/escrow/new', name: 'escrow-new', heading: (page) => h1(page, 'Create order') },
    {
      path: `/orders/${orderId}`,
      name: 'order-detail',
      heading: (page) => h1(page, `Order #${orderId}`),
    },
  ]
}

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

/** What `tableFit` checks in a table's first rows: the cells under these column headers. */
interface TableFitOptions {
  /** Inside the frame and the viewport. */
  columns: readonly string[]
  /** Not cut either (no ellipsis): amounts, badges, links; a long item name may be. */
  whole: readonly string[]
  rows: number
}

/**
 * In the page: whether a table shows what matters without scrolling sideways. The frame around it
 * (its parent, the scroll area) must not scroll sideways; in each of the first body rows, the cells
 * under `columns` (found by their column header, which names hidden columns too) must lie inside
 * the frame and the viewport, side to side (their content: a link or badge in the cell, else the
 * cell), and those under `whole` must show their content uncut; a 'Recent' tag must lie inside its cell, uncut. Returns
 * what is wrong, for one assertion.
 */
function tableFit(table: Element, { columns, whole, rows }: TableFitOptions) {
  const problems: string[] = []
  const frame = table.parentElement
  if (!frame) return ['the table has no frame']
  const name = table.getAttribute('aria-label') ?? 'table'
  const frameBox = frame.getBoundingClientRect()
  if (frame.scrollWidth > frame.clientWidth + 1) {
    problems.push(
      `${name} scrolls sideways (${String(frame.scrollWidth)} > ${String(frame.clientWidth)} px)`,
    )
  }
  const outside = (box: DOMRect, within: { left: number; right: number }) =>
    box.left < within.left - 0.5 || box.right > within.right + 0.5
  const place = (box: DOMRect) =>
    `${String(Math.round(box.left))}–${String(Math.round(box.right))} px`
  const viewport = { left: 0, right: window.innerWidth }
  const headers = [...table.querySelectorAll('[role="columnheader"]')].map((header) =>
    header.textContent.trim(),
  )
  const bodyRows = [...table.querySelectorAll('[role="row"]')]
    .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1)
    .sort(
      (a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')),
    )
    .slice(0, rows)
  if (bodyRows.length < rows) problems.push(`${name}: ${String(bodyRows.length)} rows drawn`)
  for (const row of bodyRows) {
    const cells = [...row.querySelectorAll('[role="cell"]')]
    const rowName = `${name} row ${row.getAttribute('aria-rowindex') ?? '?'}`
    for (const column of columns) {
      const index = headers.indexOf(column)
      const cell = index < 0 ? undefined : cells[index]
      if (!cell) {
        problems.push(`${rowName}: no ${column}`)
        continue
      }
      if (whole.includes(column) && cell.scrollWidth > cell.clientWidth + 1)
        problems.push(`${rowName}: ${column} is cut`)
      const box = (cell.querySelector('a, span') ?? cell).getBoundingClientRect()
      if (outside(box, frameBox)) {
        problems.push(
          `${rowName}: ${column} at ${place(box)}, outside the frame (${place(frameBox)})`,
        )
      }
      if (outside(box, viewport))
        problems.push(`${rowName}: ${column} at ${place(box)}, off-screen`)
    }
  }
  const recent = [...table.querySelectorAll('span')].find(
    (span) => span.textContent.trim() === 'Recent',
  )
  const recentCell = recent?.closest('[role="cell"]')
  if (recent && recentCell) {
    const box = recent.getBoundingClientRect()
    if (
      outside(box, recentCell.getBoundingClientRect()) ||
      recent.scrollWidth > recent.clientWidth
    ) {
      problems.push(
        `the 'Recent' tag at ${place(box)} is cut by its cell (${place(recentCell.getBoundingClientRect())})`,
      )
    }
  }
  return problems
}

/** The tables of /orders and /transactions, and the cells that must show in their first rows. */
const TABLES = {
  orders: {
    name: 'Orders',
    columns: ['Item', 'Total', 'Status', 'Actions'],
    whole: ['Total', 'Status', 'Actions'],
  },
  transactions: {
    name: 'Transactions',
    columns: ['Type', 'Amount', 'Status'],
    whole: ['Amount', 'Status'],
  },
} as const

/**
 * On /orders or /transactions: no sideways scrolling of the page or in the table, and in its
 * first three rows what a user needs (the item or type, the amount, the status, the View link)
 * inside the table's frame and the viewport; the 'Recent' tag uncut.
 */
async function expectTableShowsWhatMatters(page: Page, which: keyof typeof TABLES) {
  const { name, columns, whole } = TABLES[which]
  const table = page.getByRole('table', { name, exact: true })
  await expect(table.locator('[role="row"][aria-rowindex="4"]')).toBeAttached()
  await expectNoSidewaysScroll(page)
  expect(
    await table.evaluate(tableFit, { columns, whole, rows: 3 }),
    `${name} at ${String(page.viewportSize()?.width)} px`,
  ).toEqual([])
}

/** At 390 px, on /orders: the chart, the orders as cards and the status tabs. */
async function checkOrdersAt390(page: Page) {
  await test.step('the orders chart is as wide as its card, with this month in sight', async () => {
    await expectChartFitsCard(page)
    // Every month keeps its point (and the hidden table its row), whatever labels fit.
    const points = page
      .getByRole('group', { name: /^Orders per month/ })
      .getByRole('img', { name: /: \d+ orders?$/ })
    await expect(points).toHaveCount(new Date().getMonth() + 1)
  })

  await test.step('the orders list shows each order as a card: item, id, total, status, date and View', async () => {
    await expectTableShowsWhatMatters(page, 'orders')
    const table = page.getByRole('table', { name: 'Orders', exact: true })
    const first = table.locator('[role="row"][aria-rowindex="2"]')
    // A card holds the order's id and date too; the counterpart is on the order's page.
    await expect(first.getByRole('cell')).toHaveText([
      /^ESC-\w+$/,
      /\S/,
      /\d{1,2}:\d{2}\s[AP]M$/,
      /^₦[\d,]+\.\d{2}$/,
      /\S/,
      'View',
    ])
    const view = first.getByRole('link', { name: /^View order ESC-/ })
    await view.focus()
    await expect(view).toBeInViewport({ ratio: MOSTLY })
  })

  await test.step('the status tabs scroll sideways, fade where more tabs are, and follow the focus', async () => {
    const tablist = page.getByRole('tablist', { name: 'Order status' })
    const tabs = tablist.getByRole('tab')
    const overflow = async () => tablist.getAttribute('data-overflow')
    const mask = async () => tablist.evaluate((node) => getComputedStyle(node).maskImage)

    const scrolls = await tablist.evaluate((node) => node.scrollWidth > node.clientWidth)
    if (!scrolls) {
      test.info().annotations.push({ type: 'note', description: 'the tabs fit at 390 px' })
      return
    }
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
}

/**
 * Next on the wizard's first step with nothing filled in, the page scrolled so that the first field
 * shows just below the sticky header and its label under it: the focus goes to that field, and
 * its label comes out from under the header.
 */
async function checkEmptySubmitShowsFirstLabel(page: Page) {
  const first = page.getByRole('textbox').first()
  const label = page.locator(`label[for="${(await first.getAttribute('id')) ?? ''}"]`)
  const header = page.getByRole('banner')
  const headerBox = await header.boundingBox()
  await first.evaluate(
    (field, headerBottom) => {
      const top = window.scrollY + field.getBoundingClientRect().top - headerBottom - 2
      window.scrollTo({ top, behavior: 'instant' })
    },
    (headerBox?.y ?? 0) + (headerBox?.height ?? 0),
  )
  // Pressed where it is, without scrolling to it (a click would bring it into view first).
  await page.getByRole('button', { name: 'Next', exact: true }).dispatchEvent('click')
  await expect(first).toBeFocused()
  await expect
    .poll(async () => {
      const [labelBox, headerBox] = await Promise.all([label.boundingBox(), header.boundingBox()])
      if (!labelBox || !headerBox) return 'not laid out'
      return labelBox.y >= headerBox.y + headerBox.height ? 'below the header' : 'under the header'
    })
    .toBe('below the header')
  // The page as it was drawn, for the steps after this one.
  await page.reload()
  await settled(page, h1(page, 'Create order'))
}

test('at 390 px every page has no sideways scrolling and every action reachable; the orders chart, table and tabs fit', async ({
  page,
}) => {
  await test.step('/login', async () => {
    await page.goto('/login')
    await settled(page, h1(page))
    await expectNoSidewaysScroll(page)
    await expectActionsReachable(page)
    await screenshot(page, 'login')
  })
  await signInByApi(page, seller)
  for (const { path, name, heading } of signedInPages(await pendingOrderId(page))) {
    await test.step(path, async () => {
      await page.goto(path)
      await settled(page, heading(page))
      // First, while the tab row and the table are as the page drew them.
      if (path === '/orders') await checkOrdersAt390(page)
      if (path === '/transactions') await expectTableShowsWhatMatters(page, 'transactions')
      await expectNoSidewaysScroll(page)
      await expectActionsReachable(page)
      await expectNoSidewaysScroll(page)
      await screenshot(page, name)
    })
  }
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
      for (const { path, heading } of SIGNED_OUT_PAGES) {
        await test.step(path, async () => {
          await page.goto(path)
          await settled(page, heading(page))
          await expectPageFits(page)
        })
      }
      await signInByApi(page, seller)
      for (const { path, heading } of signedInPages(await pendingOrderId(page))) {
        await test.step(path, async () => {
          await page.goto(path)
          await settled(page, heading(page))
          await expectPageFits(page)
          if (path === '/escrow/new') await checkEmptySubmitShowsFirstLabel(page)
          if (path === '/orders') {
            await expectChartFitsCard(page)
            await screenshot(page, `orders-${label.replace(/\W+/g, '-')}`)
          }
        })
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

/** In the page: the animation-duration of an element, in milliseconds. */
function animationMs(node: Node) {
  return parseFloat(getComputedStyle(node as Element).animationDuration) * 1000
}

const runningAnimations = (page: Page) => page.evaluate(() => document.getAnimations().length)

test.describe('1280×800', () => {
  // The commonest laptop width. The sidebar's Orders link is a desktop one; motion does not depend
  // on the width.
  test.use({ viewport: { width: 1280, height: 800 }, signedInAs: seller })

  test('at 1280 px, with the sidebar expanded and collapsed, the orders and transactions show what matters without scrolling sideways', async ({
    page,
  }) => {
    const sidebarToggle = (name: 'Collapse sidebar' | 'Expand sidebar') =>
      page.getByRole('button', { name, exact: true })
    for (const [path, which] of [
      ['/orders', 'orders'],
      ['/transactions', 'transactions'],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path)
        // The sidebar's state is kept: /orders starts expanded, /transactions collapsed.
        const [first, second] =
          which === 'orders'
            ? (['Collapse sidebar', 'Expand sidebar'] as const)
            : (['Expand sidebar', 'Collapse sidebar'] as const)
        await expectTableShowsWhatMatters(page, which)
        await sidebarToggle(first).click()
        await expect(sidebarToggle(second)).toBeVisible()
        // The content's margin slides with the sidebar: measure where it ends.
        await expect
          .poll(() => page.locator('#main-content').evaluate((main) => main.getAnimations().length))
          .toBe(0)
        await expectTableShowsWhatMatters(page, which)
        await screenshot(page, `${which}-1280`)
      })
    }
  })

  test('with reduced motion, skeletons, the loading spinner, menus, dialogs and the chart do not move', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // The orders and transactions wait until released: skeletons and spinners stay up meanwhile.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname.startsWith('/api/v1/escrow/') || url.pathname === '/api/v1/trnx',
      async (route) => {
        await released
        await route.fallback()
      },
    )

    await test.step("the dashboard's skeletons", async () => {
      await page.goto('/dashboard')
      await expect(h1(page)).toBeVisible()
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .first(),
      ).toBeVisible()
      expect(await runningAnimations(page)).toBe(0)
      // The same skeletons move when motion is fine: the check above is not vacuous.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      expect(await runningAnimations(page)).toBeGreaterThan(0)
      await page.emulateMedia({ reducedMotion: 'reduce' })
    })

    await test.step("the orders' loading spinner", async () => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Orders' })
        .click()
      const spinner = page.getByRole('status').filter({ hasText: 'Loading orders...' }).last()
      await expect(spinner).toBeVisible()
      const ring = spinner.locator('[aria-hidden="true"]')
      expect(await ring.evaluate((node) => getComputedStyle(node).animationName)).toBe('none')
      // Nothing on the page animates (skeletons included): no CSS animation is running.
      expect(await runningAnimations(page)).toBe(0)
      // The same spinner turns when motion is fine.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      expect(await ring.evaluate((node) => getComputedStyle(node).animationName)).not.toBe('none')
      expect(await runningAnimations(page)).toBeGreaterThan(0)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      release()
      await expect(page.getByRole('table', { name: 'Orders', exact: true })).toBeVisible()
    })

    await test.step('the chart and its keyboard tooltip', async () => {
      const overview = page.getByRole('region', { name: 'Order overview' })
      await overview
        .getByRole('group', { name: /^Orders per month/ })
        .getByRole('img')
        .first()
        .focus()
      await expect(overview.getByText(/^January\s+\d+ orders?$/)).toBeVisible()
      expect(await runningAnimations(page)).toBe(0)
    })

    await test.step('menus and dialogs appear at once', async () => {
      // Their fade is cut to 0.01 ms, which ends on the first frame.
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
    })
  })
})
