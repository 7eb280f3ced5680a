/**
 * E2E helpers of the notifications and the sandbox's mail (lifecycle spec §5, §7), for the specs
 * that need server notifications or an e-mail's link.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { OrdersByStatus } from '../../src/contract/escrow'
import { counterparty, tokenOf } from '../support/e2e'
import { expect, type DemoAccount } from './fixtures'

/**
 * The seed has no notifications: `actor` withdraws or declines up to `count` pending orders they
 * share with `notified` (through the API, as if elsewhere), so `notified` gets one notification
 * each. Returns how many were made.
 */
export async function notifyByCancelling(
  request: APIRequestContext,
  actor: DemoAccount,
  notified: DemoAccount,
  count: number,
): Promise<number> {
  const token = await tokenOf(request, actor)
  const response = await request.get('/api/v1/escrow/all', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { pending } = v.parse(OrdersByStatus, await response.json())
  const shared = pending.filter((order) =>
    [order.initiator?.email, order.receiver?.email, order.receiver_email].includes(notified.email),
  )
  const act = await counterparty(request, actor)
  const chosen = shared.slice(0, count)
  for (const order of chosen) await act(`escrow/${order.public_id}/cancel`)
  expect(chosen, `pending orders between ${actor.email} and ${notified.email}`).toHaveLength(count)
  return chosen.length
}

/** The sandbox's mailbox page (src/server/mailbox-page.ts): the newest e-mail to `to`, opened. */
export async function openNewestMail(page: Page, to: string, subject: RegExp) {
  await page.goto('/api/v1/__sandbox/mailbox')
  const mail = page.getByRole('article').filter({ hasText: to }).filter({ hasText: subject })
  await expect(mail.first()).toBeVisible()
  return mail.first()
}
