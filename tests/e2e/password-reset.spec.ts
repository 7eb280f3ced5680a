/**
 * Lifecycle spec §6 end to end: 'Forgot password?' → the reset e-mail in the sandbox's mailbox
 * page → its link (the token leaves the URL at once) → the new password → /login says so; the
 * old session, open on another device, is signed out at its next call (the bell's 20 s poll, on
 * the page's clock), and the new password signs in; both new pages pass axe. Rules and texts:
 * tests/component/session/.
 */
import { buyer, expect, expectNoAxeViolations, test } from './fixtures'
import { openNewestMail } from './support-notifications'

test.use({ signedInAs: buyer })

const NEW_PASSWORD = 'n3w-s3cret'

test('forgot → mailbox → reset → the old session elsewhere is signed out → sign in with the new password', async ({
  page,
  browser,
  baseURL,
}) => {
  // The old session, open on one device.
  await page.clock.install()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, Bayo/)

  // Another device, signed out.
  const other = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const device = await other.newPage()
  await device.goto('/login')
  await device.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(device).toHaveURL(/\/forgot-password$/)
  // The URL changes while the page's chunk loads, with /login (its own 'Email') still shown.
  await expect(device.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible()
  await device.getByLabel('Email', { exact: true }).fill(buyer.email)
  await device.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    device.getByText('If an account exists for that e-mail, a reset link is on its way.'),
  ).toBeVisible()
  await expectNoAxeViolations(device)

  const mail = await openNewestMail(device, buyer.email, /Reset your password/)
  await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click()
  await expect(device.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  expect(new URL(device.url()).search).toBe('')
  await expectNoAxeViolations(device)
  await device.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await device.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD)
  await device.getByRole('button', { name: 'Change password' }).click()
  await expect(device).toHaveURL(/\/login$/)
  await expect(device.getByText('Password changed. Sign in with your new password.')).toBeVisible()

  // The old session: its next call (the bell's poll) is refused, its refresh too: signed out.
  await page.clock.fastForward('00:21')
  await expect(page).toHaveURL(/\/login\?redirect=/)

  // The old password no longer works; the new one does.
  await device.getByLabel('Email', { exact: true }).fill(buyer.email)
  await device.getByLabel('Password', { exact: true }).fill(buyer.password)
  await device.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(device.getByText('Incorrect email or password')).toBeVisible()
  await device.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await device.getByRole('button', { name: 'Sign in', exact: true }).click()
  await device.waitForURL((url) => url.pathname === '/dashboard')
  await other.close()
})
