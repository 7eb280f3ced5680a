import type { Page } from '@playwright/test'
import { User } from '../../src/contract/auth'
import { buyer, expect, seller, signInByApi, test } from './fixtures'
import { apiAs, pngUpload } from '../support/e2e'
import { disputableOrder, resolveDispute } from './support-disputes'

/**
 * A dispute that reaches someone (issue 23, lifecycle spec §3), end to end against the sandbox:
 * the buyer raises it from the order, the seller sees it on their Disputes page and replies,
 * support resolves it with a refund (the sandbox's control), and the buyer's wallet and the
 * order's badge follow. The dialog's rules and refusals, the thread, the reply box, the local
 * disputes' offer and the part switched off are component tests (tests/component/disputes/).
 */

async function walletKobo(page: Page): Promise<number> {
  const user = await apiAs(page, buyer, 'auth/me', User)
  return Math.round(Number(user.wallet_balance) * 100)
}

const orderBadge = (page: Page) => page.getByRole('heading', { level: 1 }).locator('..')

test.describe('a dispute between the demo accounts', () => {
  test.use({ signedInAs: buyer })

  test('buyer raises it from the order → seller sees it and replies → refunded by support → buyer’s wallet and badge', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An order Adaeze sold to Bayo (the seed has them only between the two).
    const order = await disputableOrder(page, buyer)
    expect(order.initiator?.email).toBe(seller.email)
    const id = order.public_id
    const before = await walletKobo(page)

    // The buyer raises it from the order: the dialog opens with the escrow chosen.
    await page.goto(`/orders/${id}`)
    await page.getByRole('link', { name: 'Raise Dispute' }).click()
    const dialog = page.getByRole('dialog', { name: 'Raise Dispute' })
    await expect(dialog.getByLabel('Escrow')).toHaveValue(id)
    await dialog.getByLabel('Reason').fill('Paid in full, nothing delivered')
    await dialog.getByTestId('image-uploader-input').setInputFiles([pngUpload('proof.png')])
    await expect(dialog.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit Dispute' }).click()
    await expect(dialog).toBeHidden()
    const raised = page.getByRole('status').filter({ hasText: `was raised about ${id}` })
    await expect(raised).toBeVisible()
    const disputeId = /Dispute (DSP-[A-Z0-9]{8})/.exec((await raised.textContent()) ?? '')?.[1]
    if (!disputeId) throw new Error('no dispute id in the message')
    await expect(page.getByRole('article', { name: `Dispute ${disputeId}` })).toContainText('Open')
    await page
      .getByRole('article', { name: `Dispute ${disputeId}` })
      .getByRole('link')
      .click()
    await expect(orderBadge(page)).toContainText('Under dispute')

    // The seller, in a browser of their own, sees it and replies.
    const sellerContext = await browser.newContext({ baseURL })
    const sellerPage = await sellerContext.newPage()
    await signInByApi(sellerPage, seller)
    await sellerPage.goto('/disputes')
    await sellerPage
      .getByRole('article', { name: `Dispute ${disputeId}` })
      .getByRole('button', { name: `View dispute ${disputeId}` })
      .click()
    await expect(sellerPage).toHaveURL(`/disputes?dispute=${disputeId}`)
    const thread = sellerPage.getByRole('dialog', { name: `Dispute ${disputeId}` })
    await expect(thread).toContainText('Paid in full, nothing delivered')
    const image = thread.getByRole('img', { name: 'Evidence 1 of 1' })
    await expect(image).toBeVisible()
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await thread.getByLabel(/Your reply/).fill('It left our shop on Monday; here is the receipt.')
    await thread.getByRole('button', { name: 'Send reply' }).click()
    const messages = thread.getByRole('list', { name: 'Messages' }).getByRole('listitem')
    await expect(messages.last()).toContainText('Adaeze Okafor (Seller)')
    await expect(messages.last()).toContainText('It left our shop on Monday')
    await expect(thread.getByLabel(/Your reply/)).toHaveValue('')
    await sellerContext.close()

    // Support refunds it; the buyer sees the outcome, the money and the badge.
    await resolveDispute(baseURL ?? '', disputeId, 'refund')
    await page.goto(`/disputes?dispute=${disputeId}`)
    const outcome = page.getByRole('dialog', { name: `Dispute ${disputeId}` })
    await expect(outcome).toContainText('Refunded to the buyer: order Refunded')
    await expect(outcome.getByRole('list', { name: 'Messages' })).toContainText(
      'It left our shop on Monday',
    )
    await expect(outcome.getByLabel(/Your reply/)).toHaveCount(0)
    expect((await walletKobo(page)) - before).toBe(Math.round(Number(order.item_price) * 100))
    await page.goto(`/orders/${id}`)
    await expect(orderBadge(page)).toContainText('Refunded')
  })
})
