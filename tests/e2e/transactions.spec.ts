import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { WalletTransaction } from '../../src/contract/wallet'
import { apiAsPage } from '../support/e2e'
import { expect, seller, signInByApi, test } from './fixtures'

/**
 * Transactions in a real browser against the sandbox: the filter, search and CSV download journey,
 * and the virtualized list of 50,000. What the page shows for a given list (cards, rows, signed
 * amounts, the empty text, the failed load with its retry) is in
 * tests/component/transactions/TransactionsPage.test.tsx.
 */
test.use({ signedInAs: seller })

const table = (page: Page) => page.getByRole('table', { name: 'Transactions' })
const bodyRows = (page: Page) =>
  table(page).locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')

test('exports the filtered and searched rows as a CSV file named after their dates', async ({
  page,
}) => {
  await page.goto('/transactions')
  const all = await apiAsPage<WalletTransaction[]>(page, 'trnx')
  await page.getByRole('tab', { name: 'Debit' }).click()
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill('withdrawal')
  await expect(page).toHaveURL(/type=debit/)
  await expect(page).toHaveURL(/q=withdrawal/)
  const expected = all.filter(
    (tx) => tx.direction === 'debit' && (tx.description ?? '').toLowerCase().includes('withdrawal'),
  )
  expect(expected.length).toBeGreaterThan(0)
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(expected.length + 1))
  // Signed amounts on screen: debits with U+2212.
  await expect(bodyRows(page).first()).toContainText('\u2212₦')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  const days = expected.map((tx) => new Date(tx.created_at).toISOString().slice(0, 10)).sort()
  expect(download.suggestedFilename()).toBe(
    `transactions-${days[0] ?? ''}_to_${days.at(-1) ?? ''}.csv`,
  )
  await expect(page.getByText(`to ${download.suggestedFilename()}.`)).toBeVisible()

  const text = await readFile(await download.path(), 'utf8')
  const lines = text.replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe('date,amount_ngn,type,direction,status,description,id')
  expect(lines.at(-1)).toBe('')
  const rows = lines.slice(1, -1)
  expect(rows).toHaveLength(expected.length)
  for (const [index, row] of rows.entries()) {
    const tx = expected[index]!
    const [date, amount, type, direction, , , id] = row.split(',')
    expect(date).toBe(new Date(tx.created_at).toISOString())
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(amount).toBe(`-${Number(tx.amount).toFixed(2)}`)
    expect(type).toBe(tx.transaction_type)
    expect(direction).toBe('debit')
    expect(id).toBe(tx.id)
  }
})

test('50,000 transactions: the list is virtualized and scrolls to the last one', async ({
  page,
  request,
}) => {
  test.slow()
  // The bulk seed is a reset, which ends every session (the signedInAs one too): sign in after it.
  const reset = await request.post('/api/v1/__sandbox/reset', {
    data: { bulk_transactions: 50_000 },
  })
  expect(reset.ok()).toBe(true)
  await signInByApi(page, seller)
  await page.goto('/transactions')
  const total = (await apiAsPage<WalletTransaction[]>(page, 'trnx')).length
  expect(total).toBeGreaterThan(50_000)

  await expect(table(page)).toHaveAttribute('aria-rowcount', String(total + 1))
  await expect(page.getByText(`${total.toLocaleString('en-US')} transactions`)).toBeVisible()
  expect(await bodyRows(page).count()).toBeLessThan(60)
  await expect(bodyRows(page).first()).toContainText('Recent')

  await page.getByRole('tab', { name: 'Credit' }).click()
  await expect(bodyRows(page).first()).toContainText('+₦')
  await page.getByRole('tab', { name: 'All' }).click()
  await expect(table(page)).toHaveAttribute('aria-rowcount', String(total + 1))

  await table(page).evaluate((element) => {
    const scroller = element.parentElement!
    scroller.scrollTop = scroller.scrollHeight
  })
  await expect(table(page).locator(`[aria-rowindex="${String(total + 1)}"]`)).toBeVisible()
  expect(await bodyRows(page).count()).toBeLessThan(60)
})
