/**
 * Spec §9's 120 s chunk-load timeout, in a real browser against the production build: moving to a
 * page whose route chunks never arrive shows the pending spinner, then after 120 s (the page's
 * clock moved on, not waited for) a retry instead of a spinner forever; Try Again loads the URL
 * again and, once the chunks arrive, the page shows. The component tests cover the timer and a
 * chunk that fails to load (tests/component/layout/chunk-load-retry.test.tsx).
 */
import { expect, seller, test } from './fixtures'

test.use({ signedInAs: seller })

test('a page whose code never arrives offers Try Again after 120 s, which reloads it', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The /referrals route's chunks (its loader and its component) are requested and never answered
  // while this document lives; the next document gets them.
  let hold = true
  await page.route('**/assets/referrals-*.js', async (route) => {
    if (!hold) await route.continue()
  })
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Referrals' })
    .click()
  // The route's pending view shows after its pendingMs (1 s, on the page's clock); its 120 s count
  // starts then. A 'Loading' status of the dashboard's own widgets must not be taken for it.
  await page.clock.fastForward(1_000)
  await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toBeVisible()

  await page.clock.fastForward(118_000)
  await expect(page.getByRole('alert').filter({ hasText: 'taking too long' })).toHaveCount(0)
  await page.clock.fastForward(2_000)
  const retry = page.getByRole('alert').filter({ hasText: 'This page is taking too long to load' })
  await expect(retry).toBeVisible()

  hold = false
  // Try Again loads the URL again: a new document (the hung requests go with the old one).
  const reloaded = page.waitForEvent('load')
  await retry.getByRole('button', { name: 'Try Again' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/referrals')
})
