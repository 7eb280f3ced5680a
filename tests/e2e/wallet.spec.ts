/**
 * The wallet end to end (issue 24, lifecycle spec §4): fund ₦50,000 by card (the sandbox's
 * checkout) → pay an order from the wallet → receive a release → withdraw to a bank account →
 * settled, with the balance and the newest transactions at each step written to the test's
 * annotations (the figures of the issue's note). The dialogs' rules and failures are component
 * tests (tests/component/wallet/); the counterpart acts through the API.
 */
import type { Locator, Page } from '@playwright/test'
import { Order } from '../../src/contract/escrow'
import { formatKobo } from '../../src/lib/money'
import { apiAs, markDocument, tokenOf } from '../support/e2e'
import { buyer, expect, expectNoAxeViolations, seller, test } from './fixtures'
import { createOrderAs, newestRows, postAs, settleWithdrawals, walletKobo } from './support-wallet'

test.use({ signedInAs: seller })

/** Waits for a dialog's opening animation to end (axe measures colours as drawn). */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}

async function quickAction(page: Page, name: 'Fund wallet' | 'Withdraw') {
  await page.getByRole('button', { name: 'Quick actions' }).click()
  await page.getByRole('menuitem', { name }).click()
  return page.getByRole('dialog', { name })
}

test('fund by card → pay an order from the wallet → receive a release → withdraw → settled', async ({
  page,
}, testInfo) => {
  const note = async (step: string) => {
    const balance = formatKobo(await walletKobo(page, seller))
    const rows = await newestRows(page, seller, 3)
    testInfo.annotations.push({
      type: step,
      description: `wallet ${balance}; newest: ${rows.join(' | ')}`,
    })
    return balance
  }
  const start = await walletKobo(page, seller)
  await note('0 start')

  // 1. Fund ₦50,000 by card: the amount, then the sandbox's checkout.
  await page.goto('/dashboard')
  const fund = await quickAction(page, 'Fund wallet')
  await fund.getByLabel('Amount').fill('50000')
  await expect(fund.getByLabel('Amount')).toHaveValue('50,000')
  await settled(fund)
  await expectNoAxeViolations(page)
  await fund.getByRole('button', { name: 'Pay by card' }).click()
  const checkout = page.getByRole('dialog', { name: 'Pay with card' })
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(fund.getByText('Your wallet was funded with ₦50,000.00.')).toBeVisible()
  await expect(fund.getByText(formatKobo(start + 5_000_000))).toBeVisible()
  await fund.getByRole('button', { name: 'Done' }).click()
  expect(await walletKobo(page, seller)).toBe(start + 5_000_000)
  await note('1 funded')

  // 2. Pay an order (Ada the buyer, ₦20,000 + ₦20 fee) from the wallet.
  const bought = await createOrderAs(page.request, seller, 'buyer', buyer, 'Rice cooker', '20000')
  await page.goto(`/orders/${bought.id}`)
  await page.getByRole('button', { name: 'Pay now' }).click()
  const choice = page.getByRole('dialog', { name: 'Pay now' })
  await choice.getByRole('button', { name: /^Pay from wallet/ }).click()
  // Paying from the wallet needs the password (agreements spec §10).
  await choice.getByLabel('Password').fill(seller.password)
  await choice.getByRole('button', { name: 'Pay ₦20,020.00 from wallet' }).click()
  await expect(page.getByRole('region', { name: 'Payment breakdown' })).toContainText('Total Paid')
  expect(await walletKobo(page, seller)).toBe(start + 5_000_000 - 2_002_000)
  await note('2 paid from wallet')

  // 3. Receive a release: Ada sells ₦30,000 to Bayo, who accepts, pays by card and releases.
  const sold = await createOrderAs(page.request, seller, 'seller', buyer, 'Desk lamp', '30000')
  const bayo = await tokenOf(page.request, buyer)
  const accepted = await page.request.get(`/api/v1/escrow/${sold.id}/accept`, {
    headers: { Authorization: `Bearer ${bayo}` },
  })
  const { access_code } = (await accepted.json()) as { access_code: string }
  await page.request.post(`/api/v1/__sandbox/payments/${access_code}/complete`, { data: {} })
  // Releasing takes the buyer's password (agreements spec §10).
  await postAs(page.request, buyer, `escrow/${sold.id}/release`, {
    data: { password: buyer.password },
  })
  expect((await apiAs(page, seller, `escrow/${sold.id}`, Order)).status).toBe('completed')
  // + ₦30,000 − the seller's half of the ₦60 fee.
  const beforeWithdrawal = start + 5_000_000 - 2_002_000 + 2_997_000
  expect(await walletKobo(page, seller)).toBe(beforeWithdrawal)
  await note('3 release received')

  // 4. Withdraw ₦60,000 to GTBank 1234567890: the holder's name first, then the password.
  await page.goto('/transactions')
  const sameDocument = await markDocument(page)
  const withdraw = await quickAction(page, 'Withdraw')
  await withdraw.getByLabel('Amount').fill('60000')
  await withdraw.getByLabel('Search banks').fill('guaranty')
  await withdraw.getByLabel('Bank', { exact: true }).selectOption({ label: 'Guaranty Trust Bank' })
  await withdraw.getByLabel('Account number').fill('1234567890')
  await expect(withdraw.getByText('Account name: BAYO ADEYEMI')).toBeVisible()
  await settled(withdraw)
  await expectNoAxeViolations(page)
  await withdraw.getByRole('button', { name: 'Next' }).click()
  // The second step shows the summary and the password alone, its button in sight at 800 px.
  await expect(withdraw.getByLabel('Amount')).toBeHidden()
  await expect(withdraw.getByLabel('Account number')).toBeHidden()
  await expect(withdraw.getByRole('button', { name: 'Withdraw', exact: true })).toBeInViewport()
  await withdraw.getByLabel('Password').fill(seller.password)
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(
    withdraw.getByText(
      /^₦60,000\.00 is on its way to BAYO ADEYEMI \(Guaranty Trust Bank \*\*\*\*7890\)/,
    ),
  ).toBeVisible()
  await expect(withdraw.getByText(formatKobo(beforeWithdrawal - 6_000_000))).toBeVisible()
  await withdraw.getByRole('button', { name: 'Done' }).click()
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Withdrawal to Guaranty Trust Bank ****7890 (BAYO ADEYEMI)' })
  await expect(row).toContainText(/pending/i)
  expect(await walletKobo(page, seller)).toBe(beforeWithdrawal - 6_000_000)
  await note('4 withdrawal pending')

  // 5. The transfer settles (the sandbox's control); the page shows it without a reload.
  expect(await settleWithdrawals(page.request)).toHaveLength(1)
  await expect(row).toContainText(/success/i, { timeout: 15_000 })
  expect(await sameDocument()).toBe(true)
  expect(await walletKobo(page, seller)).toBe(beforeWithdrawal - 6_000_000)
  await note('5 settled')
})
