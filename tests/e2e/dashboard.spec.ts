import type { Page } from '@playwright/test'
import type { User } from '../../src/contract/auth'
import type { Order } from '../../src/contract/escrow'
import { formatNaira } from '../../src/lib/money'
import { apiAsPage, markDocument } from '../support/e2e'
import { buyer, expect, expectNoAxeViolations, seller, signIn, test } from './fixtures'

const summaryCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const pendingSection = (page: Page) => page.getByRole('region', { name: 'Pending Escrows' })
const cardOf = (page: Page, publicId: string) =>
  pendingSection(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href="/orders/${publicId}"]`) })

test('shows the balances the sandbox has, and masks each one with its eye toggle', async ({
  page,
}) => {
  await signIn(page, seller)
  const me = await apiAsPage<User>(page, 'auth/me')

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${seller.firstName}`)
  await expect(summaryCard(page, 'Wallet balance')).toContainText(formatNaira(me.wallet_balance))
  await expect(summaryCard(page, 'Balance in escrow')).toContainText(formatNaira(me.escrow_balance))
  await expect(summaryCard(page, 'Pending orders')).toContainText(String(me.pending_transactions))
  expect(formatNaira(me.wallet_balance)).toMatch(/^₦[\d,]+\.\d{2}$/)

  const hideWallet = page.getByRole('button', { name: 'Hide wallet balance' })
  await expect(hideWallet).toHaveAttribute('aria-pressed', 'false')
  await hideWallet.click()
  await expect(hideWallet).toHaveAttribute('aria-pressed', 'true')
  await expect(summaryCard(page, 'Wallet balance')).toContainText('****')
  await expect(summaryCard(page, 'Wallet balance')).not.toContainText('₦')
  await expect(summaryCard(page, 'Balance in escrow')).toContainText(formatNaira(me.escrow_balance))

  await page.getByRole('button', { name: 'Hide escrow balance' }).click()
  await expect(summaryCard(page, 'Balance in escrow')).toContainText('****')
  await hideWallet.click()
  await expect(summaryCard(page, 'Wallet balance')).toContainText(formatNaira(me.wallet_balance))
  await expect(summaryCard(page, 'Pending orders').getByRole('button')).toHaveCount(0)
})

test("'Create order' opens a role menu that leads to the wizard", async ({ page }) => {
  await signIn(page, buyer)

  await page.getByRole('button', { name: 'Create order' }).click()
  await expect(page.getByRole('menu', { name: 'Create order' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'As a buyer' }).click()

  await page.waitForURL(
    (url) => url.pathname === '/escrow/new' && url.searchParams.get('role') === 'buyer',
  )
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('as the buyer')

  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await page.getByRole('button', { name: 'Create order' }).click()
  await page.getByRole('menuitem', { name: 'As a seller' }).press('Enter')
  await page.waitForURL(
    (url) => url.pathname === '/escrow/new' && url.searchParams.get('role') === 'seller',
  )
  await expect(page.getByRole('main')).toContainText('as the seller')

  // Any other role falls back to seller.
  await page.goto('/escrow/new?role=admin')
  await expect(page.getByRole('main')).toContainText('as the seller')
})

test('accepts (as the seller) and declines pending orders; list and counts update without a reload', async ({
  page,
}) => {
  await signIn(page, seller)
  const pending = await apiAsPage<Order[]>(page, 'escrow/pending')
  // Ada is the seller of orders a buyer started (already paid): accepting needs no payment.
  const toAccept = pending.find((order) => order.initiator_role === 'buyer')
  const toDecline = pending.find((order) => order !== toAccept)
  if (!toAccept || !toDecline)
    throw new Error('The seed should give Ada two pending orders, one from a buyer')
  const countBefore = pending.length

  await expect(pendingSection(page).getByRole('article')).toHaveCount(countBefore)
  await expect(summaryCard(page, 'Pending orders')).toContainText(String(countBefore))
  await expect(pendingSection(page).getByRole('link', { name: 'View all' })).toHaveAttribute(
    'href',
    '/orders',
  )
  const sameDocument = await markDocument(page)

  await cardOf(page, toAccept.public_id).getByRole('button', { name: 'Accept' }).click()
  await expect(cardOf(page, toAccept.public_id)).toHaveCount(0)
  await expect(summaryCard(page, 'Pending orders')).toContainText(String(countBefore - 1))

  await cardOf(page, toDecline.public_id).getByRole('button', { name: 'Decline' }).click()
  await expect(cardOf(page, toDecline.public_id)).toHaveCount(0)
  await expect(summaryCard(page, 'Pending orders')).toContainText(String(countBefore - 2))
  await expect(pendingSection(page).getByRole('article')).toHaveCount(countBefore - 2)

  expect(await sameDocument()).toBe(true)
  await expect(page).toHaveURL(/\/dashboard$/)
  const statuses = await apiAsPage<{ status: string }>(page, `escrow/${toAccept.public_id}`)
  expect(statuses.status).toBe('active')
  const declined = await apiAsPage<{ status: string }>(page, `escrow/${toDecline.public_id}`)
  expect(declined.status).toBe('cancelled')
})

test('a pending card opens its order page', async ({ page }) => {
  await signIn(page, seller)
  const [first] = await apiAsPage<Order[]>(page, 'escrow/pending')
  if (!first) throw new Error('The seed should give Ada pending orders')

  await cardOf(page, first.public_id).getByRole('link').click()

  await page.waitForURL((url) => url.pathname === `/orders/${first.public_id}`)
})

test('a failed pending-orders fetch offers a retry', async ({ page, sandboxApi }) => {
  // Every attempt fails (the loader's, then the query's own retries) until the failures are cleared.
  await sandboxApi.fail({ method: 'GET', path: '/escrow/pending', status: 503, times: 20 })
  await signIn(page, seller)

  const alert = pendingSection(page).getByRole('alert')
  await expect(alert).toContainText("We couldn't load your pending escrows.", { timeout: 15_000 })
  await expect(summaryCard(page, 'Wallet balance')).toContainText('₦')
  await expectNoAxeViolations(page)
  await sandboxApi.clearFailures()

  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(pendingSection(page).getByRole('article').first()).toBeVisible()
  await expect(pendingSection(page).getByRole('alert')).toHaveCount(0)
})

test("'Get started' shows the steps the seed's data proves, with links onward", async ({
  page,
}) => {
  await signIn(page, seller)
  const onboarding = page.getByRole('region', { name: 'Get started' })
  // Ada has successful card deposits and orders she created; referrals cannot be known.
  await expect(onboarding).toContainText('67% done')
  await expect(onboarding.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67')
  const steps = onboarding.getByRole('listitem')
  await expect(steps.nth(0)).toContainText('(done)')
  await expect(steps.nth(1)).toContainText('(done)')
  await expect(steps.nth(2)).not.toContainText('(done)')
  await expect(onboarding.getByRole('link', { name: 'Fund your wallet' })).toHaveAttribute(
    'href',
    '/transactions',
  )
  await onboarding.getByRole('link', { name: 'Create your first transaction' }).click()
  await expect(page).toHaveURL(/\/orders$/)
})
