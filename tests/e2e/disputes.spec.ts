import type { Page } from '@playwright/test'
import { OrdersByStatus } from '../../src/contract/escrow'
import { buyer, expect, seller, test } from './fixtures'
import { apiAs, pngUpload } from '../support/e2e'

/**
 * Disputes in a real browser against the sandbox: raising one (stored in IndexedDB, shown after a
 * reload and in a second tab), from an order's link, and the escrow list failing in the dialog.
 * The dialog's rules (what is missing, a linked escrow that cannot be disputed or is not an id,
 * at most 5 images, kept input) are in tests/component/disputes/.
 */

const raiseDialog = (page: Page) => page.getByRole('dialog', { name: 'Raise Dispute' })
const disputeCards = (page: Page) => page.getByRole('article')

function isPastDay(day: string | null | undefined): boolean {
  return Boolean(day) && new Date(`${day}T00:00:00`).getTime() <= Date.now()
}

async function fillAndSubmit(page: Page, reason: string) {
  const dialog = raiseDialog(page)
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByTestId('image-uploader-input').setInputFiles([pngUpload('proof.png')])
  await expect(dialog.getByRole('button', { name: 'Remove proof.png' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit Dispute' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('as the buyer', () => {
  test.use({ signedInAs: buyer })

  test('raise a dispute on /disputes after the escrow list failed once: at the top at once, after a reload and in a second tab', async ({
    page,
    context,
    sandboxApi,
  }) => {
    // The retries of a failed list wait 1 s, then 2 s: the fake clock skips them.
    await page.clock.install()
    await page.goto('/disputes')
    await expect(page.getByRole('heading', { name: 'Dispute Resolution' })).toBeVisible()
    await expect(disputeCards(page)).toHaveCount(2) // the sample disputes

    const other = await context.newPage()
    await other.goto('/disputes')
    await expect(disputeCards(other)).toHaveCount(2)

    // The first load and its two retries (5xx is retried) all fail.
    await sandboxApi.fail({ path: '/escrow/available-dispute', status: 503, times: 3 })
    await page.getByRole('button', { name: 'Raise Dispute' }).click()
    const dialog = raiseDialog(page)
    const alert = dialog.getByRole('alert')
    await expect(async () => {
      await page.clock.fastForward(1_000)
      await expect(alert).toContainText('Failed to fetch orders. Please try again.', {
        timeout: 250,
      })
    }).toPass({ timeout: 10_000 })
    await alert.getByRole('button', { name: 'Try Again' }).click()
    await expect(alert).toBeHidden()
    const escrow = dialog.getByLabel('Escrow')
    await expect(escrow.locator('option')).not.toHaveCount(1)

    const chosen = (await escrow.locator('option').nth(1).getAttribute('value')) ?? ''
    expect(chosen).toMatch(/^ESC-[A-Z0-9]{8}$/)
    await escrow.selectOption(chosen)
    await fillAndSubmit(page, 'The shoes came in the wrong size')

    await expect(page.getByRole('status')).toContainText(`was raised about ${chosen}`)
    await expect(disputeCards(page)).toHaveCount(3)
    const first = disputeCards(page).first()
    await expect(first.getByRole('link', { name: chosen })).toHaveAttribute(
      'href',
      `/orders/${chosen}`,
    )
    await expect(first).toContainText('The shoes came in the wrong size')
    await expect(first).toContainText('Open')

    // The other tab of the same user hears of it.
    await expect(disputeCards(other)).toHaveCount(3)
    await expect(disputeCards(other).first()).toContainText('The shoes came in the wrong size')

    await page.reload()
    await expect(disputeCards(page)).toHaveCount(3)
    await expect(disputeCards(page).first()).toContainText('The shoes came in the wrong size')

    await page.getByRole('tab', { name: 'Resolved' }).click()
    await expect(page).toHaveURL(/\?tab=resolved$/)
    await expect(disputeCards(page)).toHaveCount(1)

    await page.getByRole('tab', { name: 'Open' }).click()
    await disputeCards(page)
      .first()
      .getByRole('button', { name: /^View dispute/ })
      .click()
    const details = page.getByRole('dialog', { name: /^Dispute DSP-/ })
    await expect(details).toContainText('The shoes came in the wrong size')
    // The image read back from IndexedDB after the reload is the real PNG (24 px wide).
    const image = details.getByRole('img', { name: /proof\.png/ })
    await expect(image).toBeVisible()
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24)
    await page.keyboard.press('Escape')
    await expect(details).toBeHidden()
  })
})

test.describe('as the seller', () => {
  test.use({ signedInAs: seller })

  test('raise a dispute from an order past its delivery date: the dialog opens with it chosen', async ({
    page,
  }) => {
    const due = (await apiAs(page, seller, 'escrow/all', OrdersByStatus)).active.find((order) =>
      isPastDay(order.expected_delivery_date),
    )
    if (!due) throw new Error('the seed has no active order past its delivery date for the seller')

    await page.goto(`/orders/${due.public_id}`)
    await page.getByRole('link', { name: 'Raise Dispute' }).click()
    await expect(page).toHaveURL(`/disputes?raise=${due.public_id}`)
    const dialog = raiseDialog(page)
    await expect(dialog.getByLabel('Escrow')).toHaveValue(due.public_id)

    // ?raise survives a reload: the dialog opens again with the order chosen.
    await page.reload()
    await expect(page).toHaveURL(`/disputes?raise=${due.public_id}`)
    await expect(dialog.getByLabel('Escrow')).toHaveValue(due.public_id)

    await fillAndSubmit(page, 'Paid in full, nothing delivered')
    await expect(page).toHaveURL('/disputes')
    const first = disputeCards(page).first()
    await expect(first.getByRole('link', { name: due.public_id })).toBeVisible()
    await expect(first).toContainText('Paid in full, nothing delivered')

    await first.getByRole('link', { name: due.public_id }).click()
    await expect(page).toHaveURL(`/orders/${due.public_id}`)
  })
})
