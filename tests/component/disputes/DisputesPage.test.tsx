import 'fake-indexeddb/auto'
import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { announceDisputesChanged } from '~/features/disputes/cross-tab'
import { listDisputes } from '~/features/disputes/dispute-repository'
import { disputeKeys } from '~/features/disputes/queries'
import type { Dispute } from '~/features/disputes/schemas'
import { DisputesSearchSchema, requestedEscrow } from '~/features/disputes/search-params'
import { stubObjectUrls } from '../../support/image-files'
import { appQueryClient } from '../../support/render'
import { freshUser, renderDisputes } from './render-disputes'

const now = new Date().toISOString()
function aDispute(overrides: Partial<Dispute>): Dispute {
  return {
    id: 'DSP-TEST0001',
    orderId: 'ESC-AB12CD34',
    reason: 'Never arrived',
    status: 'open',
    createdAt: now,
    updatedAt: now,
    images: [],
    ...overrides,
  }
}

const cards = () => screen.queryAllByRole('article')

describe('Dispute Resolution page', () => {
  it('seeds a new user with the sample disputes, newest first, each card with its details', async () => {
    await renderDisputes()
    expect(screen.getByRole('heading', { name: 'Dispute Resolution' })).toBeVisible()
    await waitFor(() => expect(cards()).toHaveLength(2))
    const [first, second] = cards()
    expect(first).toHaveAccessibleName('Dispute DSP-SAMPLE02')
    expect(second).toHaveAccessibleName('Dispute DSP-SAMPLE01')
    const card = within(first!)
    expect(card.getByRole('link', { name: 'ESC-SAMPLE02' })).toHaveAttribute(
      'href',
      '/orders/ESC-SAMPLE02',
    )
    expect(card.getByText('Open')).toBeVisible()
    expect(card.getByText(/screen is cracked/)).toBeVisible()
    expect(card.getByText('Dispute ID: DSP-SAMPLE02')).toBeVisible()
    expect(card.getByText(/^Created/)).toBeVisible()
    expect(card.getByRole('button', { name: 'View dispute DSP-SAMPLE02' })).toBeVisible()
  })

  it('seeds each user once: what they raised is still there on the next visit', async () => {
    const userKey = freshUser()
    const before = await listDisputes(userKey)
    const again = await listDisputes(userKey)
    expect(again.map((dispute) => dispute.id)).toEqual(before.map((dispute) => dispute.id))
    expect(before.map((dispute) => dispute.status)).toEqual(['open', 'resolved'])
  })

  it('filters by tab and says "No disputes found." on an empty tab', async () => {
    const queryClient = appQueryClient()
    const userKey = freshUser()
    queryClient.setQueryData(disputeKeys.list(userKey), [aDispute({})])
    const { user } = await renderDisputes({ userKey, queryClient })
    expect(cards()).toHaveLength(1)
    await user.click(screen.getByRole('tab', { name: 'Resolved' }))
    expect(screen.getByRole('tab', { name: 'Resolved' })).toHaveAttribute('aria-selected', 'true')
    expect(cards()).toHaveLength(0)
    expect(screen.getByText('No disputes found.')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Open' }))
    expect(cards()).toHaveLength(1)
  })

  it('says "No disputes found." on All when there are none', async () => {
    const queryClient = appQueryClient()
    const userKey = freshUser()
    queryClient.setQueryData(disputeKeys.list(userKey), [])
    await renderDisputes({ userKey, queryClient })
    expect(screen.getByText('No disputes found.')).toBeVisible()
  })

  it("View opens the dispute's details and images; closing revokes the images' object URLs", async () => {
    const urls = stubObjectUrls()
    const { user } = await renderDisputes()
    await user.click(await screen.findByRole('button', { name: 'View dispute DSP-SAMPLE02' }))
    const dialog = screen.getByRole('dialog', { name: 'Dispute DSP-SAMPLE02' })
    expect(within(dialog).getByRole('link', { name: 'ESC-SAMPLE02' })).toBeVisible()
    expect(within(dialog).getByText(/screen is cracked/)).toBeVisible()
    expect(within(dialog).getByRole('img', { name: /damaged-box\.png/ })).toBeVisible()
    expect(urls.live()).toHaveLength(1)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(urls.live()).toHaveLength(0)
    expect(urls.revoked).toHaveLength(1)
  })

  it("refetches when another tab of the same user raised one, and ignores other users' messages", async () => {
    const queryClient = appQueryClient()
    const userKey = freshUser()
    await renderDisputes({ userKey, queryClient })
    await waitFor(() => expect(cards()).toHaveLength(2))
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    announceDisputesChanged('somebody-else')
    announceDisputesChanged(userKey)
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1))
    expect(invalidate).toHaveBeenCalledWith({ queryKey: disputeKeys.list(userKey) })
  })
})

describe('disputes search parameters', () => {
  const parse = (search: Record<string, unknown>) => v.parse(DisputesSearchSchema, search)

  it('keeps the tab, falling back to All for anything else', () => {
    expect(parse({}).tab).toBe('all')
    expect(parse({ tab: 'resolved' }).tab).toBe('resolved')
    expect(parse({ tab: 'closed' }).tab).toBe('all')
  })

  it('accepts only escrow ids in raise (and the older order), never the text as typed', () => {
    expect(requestedEscrow(parse({}))).toBeUndefined()
    expect(requestedEscrow(parse({ raise: 'ESC-AB12CD34' }))).toBe('ESC-AB12CD34')
    expect(requestedEscrow(parse({ order: 'ESC-AB12CD34' }))).toBe('ESC-AB12CD34')
    for (const bad of [
      '<img src=x onerror=alert(1)>',
      'esc-ab12cd34',
      'ESC-AB12CD345',
      'ESC-1001',
      42,
    ])
      expect(requestedEscrow(parse({ raise: bad }))).toBe('invalid')
  })
})
