import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, seller, signIn, test } from './fixtures'

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ })
const notificationsMenu = (page: Page) => page.getByRole('menu', { name: 'Notifications' })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test('the notifications dropdown works from the keyboard', async ({ page }) => {
  await signIn(page, seller)
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread')

  await bell(page).focus()
  await page.keyboard.press('Enter')
  const menu = notificationsMenu(page)
  await expect(menu).toBeVisible()
  const items = menu.getByRole('menuitem')
  // Three notifications, then 'Mark all as read' and 'View all'.
  await expect(items).toHaveCount(5)
  await expect(items.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu).toBeVisible()
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expectNoAxeViolations(page)

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(bell(page)).toBeFocused()

  await page.keyboard.press('Space')
  await expect(notificationsMenu(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bell(page)).toBeFocused()
})

test("marks notifications read, in the dropdown and in the 'All Notifications' panel", async ({
  page,
}) => {
  await signIn(page, seller)

  await bell(page).click()
  await notificationsMenu(page).getByRole('menuitem').first().click()
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread')
  await notificationsMenu(page).getByRole('menuitem', { name: 'View all' }).click()

  const panel = page.getByRole('dialog', { name: 'All Notifications' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('listitem')).toHaveCount(5)
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(2)
  await expectNoAxeViolations(page)

  await panel.getByRole('button', { name: 'Mark all as read' }).click()
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
  await expect(bell(page)).toBeFocused()

  // The read marks are kept in this browser.
  await page.reload()
  await expect(bell(page)).toHaveAccessibleName('Notifications')
})

test('the sidebar marks the current page, collapses, and keeps that choice across reloads and tabs', async ({
  page,
  context,
}) => {
  await signIn(page, seller)
  await expect(mainNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const main = page.getByRole('main')
  await expect(main).toHaveCSS('margin-left', '256px')

  await page.getByRole('button', { name: 'Collapse sidebar' }).click()
  await expect(main).toHaveCSS('margin-left', '64px')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  await expect(main).toHaveCSS('margin-left', '64px')

  const other = await context.newPage()
  await other.goto('/referrals')
  await expect(other.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  await other.getByRole('button', { name: 'Expand sidebar' }).click()
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
  await expect(main).toHaveCSS('margin-left', '256px')
  await other.close()

  await mainNav(page).getByRole('link', { name: 'Profile' }).click()
  await page.waitForURL('**/profile')
  await expect(mainNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(main).toContainText(seller.email)
})

test('quick actions explain funding and withdrawing, and lead somewhere useful', async ({
  page,
}) => {
  await signIn(page, seller)

  await page.getByRole('button', { name: 'Quick actions' }).click()
  await page.getByRole('menuitem', { name: 'Withdraw' }).click()
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' })
  await expect(withdraw).toContainText('payment provider')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(withdraw).toBeHidden()
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeFocused()

  await page.getByRole('button', { name: 'Quick actions' }).click()
  await page.getByRole('menuitem', { name: 'Fund wallet' }).click()
  const fund = page.getByRole('dialog', { name: 'Fund wallet' })
  await expect(fund).toBeVisible()
  await fund.getByRole('link', { name: 'Create an order' }).click()
  await page.waitForURL(
    (url) => url.pathname === '/escrow/new' && url.searchParams.get('role') === 'buyer',
  )
  await expect(fund).toBeHidden()
})

test('on a small screen the sections are behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signIn(page, seller)
  await expect(mainNav(page)).toBeHidden()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const panel = page.getByRole('dialog', { name: 'Menu' })
  await expect(panel.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expectNoAxeViolations(page)
  await panel.getByRole('link', { name: 'Referrals' }).click()

  await page.waitForURL('**/referrals')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
})

test('signing out from the shell lands on /login, and Back does not show the dashboard', async ({
  page,
}) => {
  await signIn(page, seller)
  // One more page in the history, so Back has a signed-in page to go to.
  await mainNav(page).getByRole('link', { name: 'Referrals' }).click()
  await page.waitForURL('**/referrals')

  await page.getByRole('button', { name: `Account: ${seller.fullName}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()

  await page.waitForURL((url) => url.pathname === '/login')
  await page.goBack()
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: /Hello/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
})
