/**
 * Issue 31, end to end in two browsers (two contexts: two tabs of one would share invalidations
 * through the BroadcastChannel bus): what the other party and support do shows without a reload at
 * the next poll of the bell (every 20 s, NOTIFICATIONS_POLL_MS; each page's clock skips ahead). A
 * new notification refreshes what its link is about: the seller's balances after the buyer's
 * release, the buyer's disputes after support's refund. Which link refreshes what, the first load
 * and a poll with nothing new: tests/component/notifications/NotificationsRefresh.test.tsx.
 */
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { User } from '../../src/contract/auth'
import { OrdersByStatus, type Order } from '../../src/contract/escrow'
import { moneyToKobo } from '../../src/contract/money'
import { formatKobo } from '../../src/lib/money'
import { apiAs, markDocument, pngUpload } from '../support/e2e'
import { buyer, expect, seller, signInByApi, test, type DemoAccount } from './fixtures'
import { disputableOrder, resolveDispute } from './support-disputes'
import { postAs } from './support-wallet'

test.use({ signedInAs: seller })

/** The account's wallet and escrow balances as the server has them, as the dashboard shows them. */
async function balances(page: Page, account: DemoAccount) {
  const user = await apiAs(page, account, 'auth/me', User)
  const shown = (value: User['wallet_balance']) => formatKobo(moneyToKobo(value) ?? Number.NaN)
  return { wallet: shown(user.wallet_balance), escrow: shown(user.escrow_balance) }
}

const figure = (page: Page, name: 'Wallet balance' | 'Balance in escrow') =>
  page.getByRole('region', { name, exact: true })

/** Whether Bayo buys it from Ada. */
function adaSellsToBayo(order: Order): boolean {
  const receiver = order.receiver_email ?? order.receiver?.email
  return order.initiator_role === 'seller'
    ? order.initiator?.email === seller.email && receiver === buyer.email
    : order.initiator?.email === buyer.email && receiver === seller.email
}

test('the buyer releases and support refunds elsewhere → the seller’s dashboard balances and the buyer’s disputes list follow at the next poll, without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  // Bayo has disputed one of Ada's orders (through the API: the dispute journey has its own spec)
  // and has another, active one to release.
  const disputed = await disputableOrder(page, buyer)
  expect(adaSellsToBayo(disputed)).toBe(true)
  const raised = v.parse(
    v.object({ id: v.string() }),
    await postAs(page.request, buyer, 'disputes', {
      multipart: {
        escrow_id: disputed.public_id,
        reason: 'Not what was described',
        images: pngUpload('proof.png'),
      },
    }),
  )
  const { active } = await apiAs(page, buyer, 'escrow/all', OrdersByStatus)
  const toRelease = active.find(
    (order) =>
      order.status === 'active' && order.public_id !== disputed.public_id && adaSellsToBayo(order),
  )
  if (!toRelease) throw new Error('the seed should give Bayo another active order of Ada’s')

  // Ada's dashboard, open all along.
  await page.clock.install()
  await page.goto('/dashboard')
  const before = await balances(page, seller)
  await expect(figure(page, 'Wallet balance')).toContainText(before.wallet)
  await expect(figure(page, 'Balance in escrow')).toContainText(before.escrow)
  const adaSameDocument = await markDocument(page)

  // Bayo's disputes, in a browser of his own.
  const bayoContext = await browser.newContext({ baseURL })
  const bayoPage = await bayoContext.newPage()
  await bayoPage.clock.install()
  await signInByApi(bayoPage, buyer)
  await bayoPage.goto('/disputes')
  const card = bayoPage.getByRole('article', { name: `Dispute ${raised.id}` })
  await expect(card).toContainText('Not what was described')
  await expect(card).not.toContainText('Refunded to the buyer')
  const bayoSameDocument = await markDocument(bayoPage)

  // Elsewhere: Bayo releases one order, support refunds the disputed one.
  // Releasing takes the buyer's password (agreements spec §10).
  await postAs(page.request, buyer, `escrow/${toRelease.public_id}/release`, {
    data: { password: buyer.password },
  })
  await resolveDispute(baseURL ?? '', raised.id, 'refund')
  const after = await balances(page, seller)
  expect(after.wallet).not.toBe(before.wallet)
  expect(after.escrow).not.toBe(before.escrow)

  // The next poll (neither the balances nor the disputes are polled themselves): the new
  // notifications refresh what they are about.
  await Promise.all([page.clock.fastForward('00:21'), bayoPage.clock.fastForward('00:21')])
  await expect(figure(page, 'Wallet balance')).toContainText(after.wallet)
  await expect(figure(page, 'Balance in escrow')).toContainText(after.escrow)
  await expect(card).toContainText('Refunded to the buyer: order Refunded')
  expect(await adaSameDocument()).toBe(true)
  expect(await bayoSameDocument()).toBe(true)
  await bayoContext.close()
})
