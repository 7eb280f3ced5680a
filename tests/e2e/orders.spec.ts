import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { OrdersByStatus } from '../../src/contract/escrow'
import { expect, seller, signInByApi, test } from './fixtures'

/**
 * The orders list in a real browser with thousands of orders. What the page shows for a given
 * list (counts, rows, tabs, search, sort, empty text, loading and error views, the chart) is in
 * tests/component/orders/; the URL state through a reload and Back is in url-state.spec.ts.
 */

/** Opens /orders and returns what GET /escrow/all answered the page. */
async function openOrders(page: Page, path = '/orders') {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/escrow/all'))
  await page.goto(path)
  return v.parse(OrdersByStatus, await (await answer).json())
}

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders', exact: true })
const bodyRows = (page: Page) =>
  ordersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

test('the list of thousands of orders is virtualized and scrolls to the last one', async ({
  page,
  sandboxApi,
}) => {
  // The bulk seed is a reset, which ends every session: sign in after it.
  await sandboxApi.reset({ bulk_orders: 3000 })
  await signInByApi(page, seller)
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
  await expect(ordersTable(page).locator(`[aria-rowindex="${String(total + 1)}"]`)).toBeVisible()
  expect(await bodyRows(page).count()).toBeLessThan(60)
})
