/**
 * What of the shell needs a real browser: the sidebar's width (CSS) and its choice kept across
 * reloads and tabs, and the small-screen layout (a media query). The menus, dialogs and the
 * notifications are component tests (tests/component/layout/, tests/component/notifications/);
 * their axe checks are states of a11y-states.spec.ts; sign-out across tabs is in cross-tab.spec.ts.
 */
import type { Page } from '@playwright/test'
import { expect, seller, test } from './fixtures'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

test.use({ signedInAs: seller })

test('the sidebar collapses, and keeps that choice across reloads and tabs', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard')
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
})

test('on a small screen the sections are behind the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(seller.firstName)
  await expect(mainNav(page)).toBeHidden()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const panel = page.getByRole('dialog', { name: 'Menu' })
  await expect(panel.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await panel.getByRole('link', { name: 'Referrals' }).click()
  await page.waitForURL('**/referrals')
  await expect(panel).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
})
