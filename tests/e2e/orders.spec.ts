import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { OrdersByStatus } from '../../src/contract/escrow'
import { expect, expectNoAxeViolations, seller, signIn, test } from './fixtures'

/** Opens /orders and returns what GET /escrow/all answered the page. */
async function openOrders(page: Page, path = '/orders') {
  // Leave the previous page first: its own /escrow/all (the dashboard's) must not be taken for ours.
  await page.goto('about:blank')
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/escrow/all'))
  await page.goto(path)
  return v.parse(OrdersByStatus, await (await answer).json())
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders', exact: true })
const bodyRows = (page: Page) =>
  ordersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const countCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Order counts' }).getByRole('listitem').filter({ hasText: label })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search orders' })

test('the count cards and the list match what the sandbox has', async ({ page }) => {
  await signIn(page, seller)
  const grouped = await openOrders(page)

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  for (const [label, status] of [
    ['Active', 'active'],
    ['Pending', 'pending'],
    ['Completed', 'completed'],
    ['Cancelled', 'cancelled'],
  ] as const) {
    await expect(countCard(page, label)).toHaveText(`${label}${grouped[status].length}`)
  }
  const total = Object.values(grouped).reduce((sum, orders) => sum + orders.length, 0)
  await expect(ordersTable(page)).toHaveAttribute('aria-rowcount', String(total + 1))

  await page.getByRole('tab', { name: 'Pending' }).click()
  await expect(ordersTable(page)).toHaveAttribute(
    'aria-rowcount',
    String(grouped.pending.length + 1),
  )
  const first = grouped.pending[0]!
  await expect(bodyRows(page).filter({ hasText: first.public_id })).toContainText(first.item_name)
})

test('tab, search and sort live in the URL and survive a reload', async ({ page }) => {
  await signIn(page, seller)
  const grouped = await openOrders(page)
  const target = grouped.pending[1]!

  await page.getByRole('tab', { name: 'Pending' }).click()
  await expect(page).toHaveURL(/\/orders\?status=pending$/)

  // Case-insensitive: the escrow id typed in lower case finds its one order.
  const query = target.public_id.toLowerCase()
  await searchBox(page).fill(query)
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(bodyRows(page)).toContainText(target.item_name)

  await page.getByRole('button', { name: 'Total' }).click()
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(page).toHaveURL(/sort=total/)

  const url = page.url()
  await page.reload()
  expect(page.url()).toBe(url)
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true')
  await expect(searchBox(page)).toHaveValue(query)
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )

  await searchBox(page).fill('no such order anywhere')
  await expect(page.getByText('No pending orders match "no such order anywhere".')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('tab', { name: 'Cancelled' }).click()
  await searchBox(page).fill('')
  await expect(page).toHaveURL(/\/orders\?status=cancelled&sort=total$/)
})

test('an empty tab says so', async ({ page, sandboxApi }) => {
  await signIn(page, seller)
  // The dashboard's own /escrow/all (onboarding) must not take the injected answer.
  await page.goto('about:blank')
  await sandboxApi.fail({
    path: '/api/v1/escrow/all',
    status: 200,
    body: { pending: [], active: [], completed: [], cancelled: [] },
    times: 1,
  })
  await page.goto('/orders?status=completed')
  await expect(page.getByText('No completed orders found.')).toBeVisible()
  await page.getByRole('tab', { name: 'All' }).click()
  await expect(page.getByText('No orders found.')).toBeVisible()
})

test('shows a spinner while loading, and a retryable error when the list fails', async ({
  page,
  sandboxApi,
}) => {
  await signIn(page, seller)
  await sandboxApi.config({ latency_ms: 800 })
  // A fresh page: nothing preloaded by the pointer resting over a link since sign-in.
  await page.reload()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Loading orders...' })).toBeAttached()
  await expect(page.getByText('Loading orders...', { exact: true }).last()).toBeVisible()
  await expect(ordersTable(page)).toBeVisible()
  await sandboxApi.config({ latency_ms: 0 })

  // A 500 is retried twice before the page gives up.
  await sandboxApi.fail({ path: '/api/v1/escrow/all', status: 500, times: 3 })
  await page.reload()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Failed to fetch orders. Please try again.', {
    timeout: 10_000,
  })
  await expectNoAxeViolations(page)

  await alert.getByRole('button', { name: 'Try Again' }).click()
  await expect(ordersTable(page)).toBeVisible()
})

test('the monthly chart has labelled axes, a tooltip and a text alternative', async ({ page }) => {
  await signIn(page, seller)
  await openOrders(page)
  const overview = page.getByRole('region', { name: 'Order overview' })
  const chart = overview.getByRole('group', { name: /^Orders per month, January to / })
  await expect(chart).toBeVisible()
  await expect(chart).toContainText('Month')

  const points = chart.getByRole('img')
  const monthsSoFar = new Date().getMonth() + 1
  await expect(points).toHaveCount(monthsSoFar)

  await points.first().focus()
  await expect(overview.getByText(/^January\s+\d+ orders?$/)).toBeVisible()

  await points.last().hover({ force: true })
  const rows = overview
    .getByRole('table', { name: 'Orders per month', includeHidden: true })
    .getByRole('row', { includeHidden: true })
  await expect(rows).toHaveCount(monthsSoFar + 1)
})

test('the list of thousands of orders is virtualized and scrolls to the last one', async ({
  page,
  sandboxApi,
}) => {
  test.slow()
  await sandboxApi.reset({ bulk_orders: 3000 })
  await signIn(page, seller)
  const grouped = await openOrders(page)
  const total = Object.values(grouped).reduce((sum, orders) => sum + orders.length, 0)
  expect(total).toBeGreaterThan(3000)

  await expect(ordersTable(page)).toHaveAttribute('aria-rowcount', String(total + 1))
  expect(await bodyRows(page).count()).toBeLessThan(60)

  await page.getByRole('button', { name: 'Date' }).click()
  await expect(page).toHaveURL(/dir=asc/)
  await ordersTable(page).evaluate((table) => {
    const scroller = table.parentElement!
    scroller.scrollTop = scroller.scrollHeight
  })
  await expect(ordersTable(page).locator(`[aria-rowindex="${total + 1}"]`)).toBeVisible()
})

test('View opens the order, and Back shows the list at once', async ({ page, sandboxApi }) => {
  await signIn(page, seller)
  const grouped = await openOrders(page)
  const order = grouped.completed[0]!

  await page.getByRole('link', { name: `View order ${order.public_id}` }).click()
  await expect(page).toHaveURL(`/orders/${order.public_id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.public_id}` }),
  ).toBeVisible()

  await sandboxApi.clearRequests()
  await page.goBack()
  await expect(ordersTable(page)).toBeVisible()
  await page.getByRole('link', { name: `View order ${order.public_id}` }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.public_id}` }),
  ).toBeVisible()
})
