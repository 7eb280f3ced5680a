import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { TokenPair } from '../../src/contract/auth'
import { OrdersByStatus } from '../../src/contract/escrow'
import { buyer, expect, seller, signIn, test } from './fixtures'

/**
 * Every list keeps its filter, tab, sort and search in the URL: each view is set through the UI,
 * then the page is reloaded and must show the same view (so it can be bookmarked or shared).
 */

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

test('orders: ?status, ?q, ?sort and ?dir survive a reload', async ({ page }) => {
  await signIn(page, seller)
  await page.goto('/orders')
  await page.getByRole('tab', { name: 'Pending' }).click()
  await page.getByRole('searchbox', { name: 'Search orders' }).fill('a')
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
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('a')
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  expect(await rowTexts(page, 'Orders')).toEqual(before)
})

test('transactions: ?type and ?q survive a reload', async ({ page }) => {
  await signIn(page, seller)
  await page.goto('/transactions')
  await page.getByRole('tab', { name: 'Debit' }).click()
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill('withdrawal')
  await expect(page).toHaveURL('/transactions?type=debit&q=withdrawal')
  const count = page.getByText(/^[\d,]+ transactions?$/)
  await expect(count).toBeVisible()
  const shown = await count.innerText()

  await page.reload()
  await expect(page).toHaveURL('/transactions?type=debit&q=withdrawal')
  await expect(page.getByRole('tab', { name: 'Debit' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue(
    'withdrawal',
  )
  await expect(page.getByText(/^[\d,]+ transactions?$/)).toHaveText(shown)
})

test('disputes: ?tab and ?raise survive a reload', async ({ page }) => {
  await signIn(page, buyer)
  await page.goto('/disputes')
  await page.getByRole('tab', { name: 'Resolved' }).click()
  await expect(page).toHaveURL('/disputes?tab=resolved')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(1)
  const resolved = await cards.allInnerTexts()

  await page.reload()
  await expect(page).toHaveURL('/disputes?tab=resolved')
  await expect(page.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true')
  await expect(cards).toHaveCount(1)
  expect(await cards.allInnerTexts()).toEqual(resolved)

  // ?raise: the order page's Raise Dispute link opens the dialog with the order chosen.
  const login = await page.request.post('/api/v1/auth/login', {
    form: { username: buyer.email, password: buyer.password },
  })
  const { access_token } = v.parse(TokenPair, await login.json())
  const all = await page.request.get('/api/v1/escrow/all', {
    headers: { Authorization: `Bearer ${access_token}` },
  })
  const due = v
    .parse(OrdersByStatus, await all.json())
    .active.find(
      (order) =>
        order.expected_delivery_date &&
        new Date(`${order.expected_delivery_date}T00:00:00`).getTime() <= Date.now(),
    )
  if (!due) throw new Error('the seed has no active order past its delivery date for the buyer')
  await page.goto(`/orders/${due.public_id}`)
  await page.getByRole('link', { name: 'Raise Dispute' }).click()
  await expect(page).toHaveURL(`/disputes?raise=${due.public_id}`)
  const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
  await expect(dialog.getByLabel('Escrow')).toHaveValue(due.public_id)

  await page.reload()
  await expect(page).toHaveURL(`/disputes?raise=${due.public_id}`)
  await expect(dialog.getByLabel('Escrow')).toHaveValue(due.public_id)
})
