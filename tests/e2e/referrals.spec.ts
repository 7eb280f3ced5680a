import { expect, seller, test } from './fixtures'

test.describe('signed in', () => {
  test.use({ signedInAs: seller })

  test('shows a personal invite link and copies it, with announced feedback', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/referrals')
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
    const link = page.getByLabel('Your invite link')
    const value = await link.inputValue()
    expect(value).toMatch(/^http:\/\/[^/]+\/register\?ref=[A-Z2-7]{8}$/)
    await expect(page.getByText(/Referral tracking is not live yet/)).toBeVisible()

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Invite link copied.' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value)

    // The same code on a later visit.
    await page.reload()
    await expect(page.getByLabel('Your invite link')).toHaveValue(value)
  })
})

test('registration ignores a malformed ?ref=, keeps a valid one through all four steps and sends it nowhere', async ({
  page,
}) => {
  await page.goto('/register?ref=%3Cscript%3E')
  await expect(page.getByLabel('Full name')).toBeVisible()
  await expect(page.getByText(/Invited with code/)).toHaveCount(0)

  const bodies: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) bodies.push(request.postData() ?? '')
  })
  await page.goto('/register?ref=abcd2345')
  const invited = page.getByText('Invited with code ABCD2345')
  const keeps = async () => {
    await expect(invited).toBeVisible()
    expect(new URL(page.url()).searchParams.get('ref')).toMatch(/^abcd2345$/i)
  }
  await keeps()
  await page.getByLabel('Full name').fill('Ngozi Referred')
  await page.getByRole('button', { name: 'Next' }).click()
  await keeps()
  await page.getByLabel('Email').fill('ngozi.referred@escrow.test')
  await page.getByLabel('Phone number').fill('08031234567')
  await page.getByRole('button', { name: 'Next' }).click()
  await keeps()
  await page.getByLabel('NIN').fill('12345678901')
  await page.getByRole('button', { name: 'Next' }).click()
  await keeps()
  await page.getByLabel('Password', { exact: true }).fill('secret1')
  await page.getByLabel('Confirm password').fill('secret1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText("You're all set, Ngozi Referred!")).toBeVisible()
  expect(bodies.some((body) => /abcd2345/i.test(body))).toBe(false)
})
