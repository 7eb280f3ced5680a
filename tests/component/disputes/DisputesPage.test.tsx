import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listDisputes } from '~/features/disputes/dispute-repository'
import { useCreateDispute } from '~/features/disputes/mutations'
import { disputeKeys } from '~/features/disputes/queries'
import type { Dispute } from '~/features/disputes/schemas'
import { DisputesSearchSchema, requestedEscrow } from '~/features/disputes/search-params'
import { allowConsoleError } from '../../setup-dom'
import { stubObjectUrls } from '../../support/image-files'
import { createCrossTab, followInvalidations } from '~/lib/cross-tab'
import { createQueryClient } from '~/lib/query-client'
import { appQueryClient } from '../../support/render'
import { freshUser, renderDisputes } from './render-disputes'
import { switchOff } from '../../support/provider-features'

// These are the `disputes` part off (lifecycle spec §1): disputes kept in this browser, as the
// base spec says. The part on is in ServerDisputes.test.tsx and RaiseDisputeServer.test.tsx.
beforeEach(() => {
  switchOff('all')
})

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

  it('says so when this browser does not let the list be read, the rest of the page still there; Try Again reads it again', async () => {
    // What an error boundary catches is logged (in the app, all but API errors: src/lib/caught-errors.ts).
    allowConsoleError()
    const refuse = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('Storage is blocked', 'UnknownError')
    })
    const { user } = await renderDisputes()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your disputes could not be loaded')
    expect(alert).toHaveTextContent(
      'This browser keeps your disputes; it did not let us read them.',
    )
    expect(screen.getByRole('heading', { name: 'Dispute Resolution' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'All' })).toBeVisible()
    expect(cards()).toHaveLength(0)

    refuse.mockRestore()
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
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

  it("shows a dispute raised in another tab of the same user (through the cross-tab bus), and ignores other users' tabs", async () => {
    // Three tabs of one browser: each its own query client and bus on one BroadcastChannel.
    const channelName = `disputes-test-${String(Date.now())}-${String(Math.random())}`
    const userKey = freshUser()
    const tabOf = (user: string) => {
      const crossTab = createCrossTab({
        currentUser: () => user,
        channel: new BroadcastChannel(channelName),
      })
      const queryClient = createQueryClient({ crossTab })
      const stop = followInvalidations(crossTab, queryClient)
      return {
        queryClient,
        close: () => {
          stop()
          crossTab.close()
        },
      }
    }
    const shown = tabOf(userKey)
    const other = tabOf(userKey)
    const stranger = tabOf('somebody-else')
    try {
      await renderDisputes({ userKey, queryClient: shown.queryClient })
      await waitFor(() => expect(cards()).toHaveLength(2))
      const invalidate = vi.spyOn(shown.queryClient, 'invalidateQueries')

      // Another user's tab raises one: its message carries that user's key and is ignored here.
      const strangerRaise = renderHook(() => useCreateDispute('somebody-else'), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={stranger.queryClient}>{children}</QueryClientProvider>
        ),
      })
      await act(async () => {
        await strangerRaise.result.current.mutateAsync({
          orderId: 'ESC-ZX98YW76',
          reason: 'Not mine to see',
          images: [],
        })
        await new Promise((resolve) => setTimeout(resolve, 50))
      })
      expect(invalidate).not.toHaveBeenCalled()

      // This user's other tab raises one: this tab's list shows it without anything done here.
      const raise = renderHook(() => useCreateDispute(userKey), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={other.queryClient}>{children}</QueryClientProvider>
        ),
      })
      await act(async () => {
        await raise.result.current.mutateAsync({
          orderId: 'ESC-AB12CD34',
          reason: 'Raised in the other tab',
          images: [],
        })
        await new Promise((resolve) => setTimeout(resolve, 50))
      })
      await waitFor(() => expect(cards()).toHaveLength(3))
      expect(within(cards()[0]!).getByRole('link', { name: 'ESC-AB12CD34' })).toBeVisible()
      expect(within(cards()[0]!).getByText(/Raised in the other tab/)).toBeVisible()
      expect(screen.queryByText(/Not mine to see/)).not.toBeInTheDocument()
      expect(invalidate).toHaveBeenCalledWith({ queryKey: [disputeKeys.all[0]] })
      strangerRaise.unmount()
      raise.unmount()
    } finally {
      for (const tab of [shown, other, stranger]) tab.close()
    }
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
    // The retired `order` name of `raise` opens nothing.
    expect(requestedEscrow(parse({ order: 'ESC-AB12CD34' }))).toBeUndefined()
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
