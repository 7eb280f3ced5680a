import type { Page } from '@playwright/test'
import { expect, seller, test } from './fixtures'

/**
 * Every list keeps its filter, tab, sort and search in the URL: each view is set through the UI,
 * then the page is reloaded and must show the same view (so it can be bookmarked or shared). How
 * each page reads and writes its parameters is in the component tests (OrdersPage, DisputesPage)
 * and tests/unit/orders/order-list.test.ts; this walk proves the real browser keeps them.
 */
test.use({ signedInAs: seller })

/** The page's path and search, the keys sorted (their order depends on which change came first). */
function view(page: Page): string {
  const url = new URL(page.url())
  url.searchParams.sort()
  return `${url.pathname}?${url.searchParams.toString()}`
}
const ORDERS_VIEW = '/orders?dir=asc&q=a&sort=total&status=pending'

/** The text of every row a table shows (header included), in order. */
const rowTexts = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).getByRole('row').allInnerTexts()

test('orders, transactions and disputes keep their view through a reload (and Back to the orders)', async ({
  page,
}) => {
  // Orders: ?status, ?q, ?sort and ?dir.
  await page.goto('/orders')
  const ordersSearch = page.getByRole('searchbox', { name: 'Search orders' })
  await page.getByRole('tab', { name: 'Pending' }).click()
  await ordersSearch.fill('a')
  const total = page.getByRole('columnheader', { name: 'Total' })
  await total.getByRole('button', { name: 'Total' }).click()
  await total.getByRole('button', { name: 'Total' }).click()
  await expect.poll(() => view(page)).toBe(ORDERS_VIEW)
  await expect(total).toHaveAttribute('aria-sort', 'ascending')
  const before = await rowTexts(page, 'Orders')
  expect(before.length).toBeGreaterThan(2)

  await page.reload()
  expect(view(page)).toBe(ORDERS_VIEW)
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true')
  await expect(ordersSearch).toHaveValue('a')
  await expect(total).toHaveAttribute('aria-sort', 'ascending')
  await expect.poll(() => rowTexts(page, 'Orders')).toEqual(before)

  // View opens an order; Back shows the list as it was left.
  const firstRow = page
    .getByRole('table', { name: 'Orders', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first()
  const publicId = await firstRow.getByRole('cell').first().innerText()
  await firstRow.getByRole('link', { name: `View order ${publicId}` }).click()
  await expect(page).toHaveURL(`/orders/${publicId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${publicId}` })).toBeVisible()
  await page.goBack()
  await expect(ordersSearch).toHaveValue('a')
  expect(view(page)).toBe(ORDERS_VIEW)
  await expect.poll(() => rowTexts(page, 'Orders')).toEqual(before)

  // An emptied search leaves the URL; defaults never appear in it.
  await ordersSearch.fill('')
  await expect.poll(() => view(page)).toBe('/orders?dir=asc&sort=total&status=pending')

  // Transactions: ?type and ?q.
  await page.goto('/transactions')
  await page.getByRole('tab', { name: 'Debit' }).click()
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill('withdrawal')
  await expect(page).toHaveURL('/transactions?type=debit&q=withdrawal')
  const count = page.getByText(/^[\d,]+ transactions?$/)
  await expect(count).toBeVisible()
  const shown = await count.innerText()
  const transactionRows = await rowTexts(page, 'Transactions')

  await page.reload()
  await expect(page).toHaveURL('/transactions?type=debit&q=withdrawal')
  await expect(page.getByRole('tab', { name: 'Debit' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue(
    'withdrawal',
  )
  await expect(count).toHaveText(shown)
  await expect.poll(() => rowTexts(page, 'Transactions')).toEqual(transactionRows)

  // Disputes: ?tab (?raise, the order page's link, is reloaded in disputes.spec.ts).
  await page.goto('/disputes')
  await page.getByRole('tab', { name: 'Resolved' }).click()
  await expect(page).toHaveURL('/disputes?tab=resolved')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(1)
  const resolved = await cards.allInnerTexts()

  await page.reload()
  await expect(page).toHaveURL('/disputes?tab=resolved')
  await expect(page.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => cards.allInnerTexts()).toEqual(resolved)
})
