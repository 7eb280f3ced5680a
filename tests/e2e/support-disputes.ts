/**
 * Dispute steps for the end-to-end specs (issue 23): support's resolution through the sandbox's
 * control (the provider does it on its side, lifecycle spec §3), and an order a dispute can be
 * raised about. Apart from tests/e2e/fixtures.ts (the lead's).
 */
import type { Page } from '@playwright/test'
import type { DisputeResolution } from '../../src/contract/disputes'
import { OrdersByStatus, type Order } from '../../src/contract/escrow'
import { apiAs } from '../support/e2e'
import type { DemoAccount } from './fixtures'

/** POST /api/v1/__sandbox/disputes/{id}/resolve as support would: release or refund. */
export async function resolveDispute(
  baseUrl: string,
  id: string,
  resolution: DisputeResolution,
): Promise<void> {
  const response = await fetch(
    `${baseUrl}/api/v1/__sandbox/disputes/${encodeURIComponent(id)}/resolve`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resolution }),
    },
  )
  if (!response.ok) {
    throw new Error(`resolve ${id} answered ${String(response.status)}: ${await response.text()}`)
  }
}

function isPastDay(day: string | null | undefined): boolean {
  return Boolean(day) && new Date(`${day}T00:00:00`).getTime() <= Date.now()
}

/**
 * An order of `account`'s a dispute can be raised about now (lifecycle spec §3: active, not
 * disputed, delivered or past its delivery date). The Raise Dispute selector (GET
 * /escrow/available-dispute) lists every active order, also those not delivered whose delivery
 * date is still to come, which the server refuses ('Disputes can only be raised after the delivery
 * date.'): a walk that raises one chooses this order.
 */
export async function disputableOrder(page: Page, account: DemoAccount): Promise<Order> {
  const { active } = await apiAs(page, account, 'escrow/all', OrdersByStatus)
  const order = active.find(
    (candidate) =>
      candidate.status === 'active' &&
      (Boolean(candidate.delivered_at) || isPastDay(candidate.expected_delivery_date)),
  )
  if (!order) throw new Error(`the seed has no order ${account.email} can raise a dispute about`)
  return order
}
