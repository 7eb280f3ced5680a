import { expect, seller, signIn, test } from './fixtures'

test('the seller signs in and is greeted on the dashboard', async ({ page }) => {
  await signIn(page, seller)

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: /Adaeze/ })).toBeVisible()
})
