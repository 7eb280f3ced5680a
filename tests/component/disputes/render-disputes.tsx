import 'fake-indexeddb/auto'
import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, vi } from 'vitest'
import type { Dispute as ServerDispute } from '~/contract/disputes'
import type { DisputableOrder } from '~/contract/escrow'
import { DisputesPage } from '~/features/disputes/components/DisputesPage'
import { disputeKeys } from '~/features/disputes/queries'
import type { DisputeTab } from '~/features/disputes/search-params'
import { appQueryClient, renderWithRouter } from '../../support/render'

export const viewerEmail = 'bayo@escrow.test'

export const disputable: DisputableOrder[] = [
  {
    public_id: 'ESC-AB12CD34',
    receiver: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
    receiver_email: 'ada@escrow.test',
    item_price: '15213.00',
    item_name: 'Ankara fabric',
  },
  {
    public_id: 'ESC-ZX98YW76',
    receiver: { full_name: 'Bayo Adeyemi', email: viewerEmail },
    receiver_email: viewerEmail,
    item_price: 5060,
  },
]

let users = 0
/** A user no other test has used: each has a list of their own in the fake IndexedDB. */
export function freshUser(): string {
  users += 1
  return `test-user-${String(users)}-${String(Date.now())}`
}

function Harness({
  userKey,
  initialTab,
  requested,
  onRequestHandled,
  initialViewing,
}: {
  userKey: string
  initialTab: DisputeTab
  requested: string | undefined
  onRequestHandled: () => void
  initialViewing: string | undefined
}) {
  const [tab, setTab] = useState<DisputeTab>(initialTab)
  const [viewing, setViewing] = useState<string | undefined>(initialViewing)
  return (
    <DisputesPage
      userKey={userKey}
      viewerEmail={viewerEmail}
      tab={tab}
      onTabChange={setTab}
      requested={requested}
      onRequestHandled={onRequestHandled}
      viewing={viewing}
      onViewChange={setViewing}
    />
  )
}

export async function renderDisputes({
  userKey = freshUser(),
  tab = 'all',
  requested,
  viewing,
  serverList = [],
  queryClient = appQueryClient(),
}: {
  userKey?: string
  tab?: DisputeTab
  requested?: string
  /** `?dispute=`: the dispute on the server shown at first (the `disputes` part). */
  viewing?: string
  /**
   * The `disputes` part (on in tests unless mocked off): the server's list put in the cache as
   * fresh, so a test about something else makes no GET /disputes; null lets the page fetch it.
   */
  serverList?: ServerDispute[] | null
  queryClient?: QueryClient
} = {}) {
  if (serverList) queryClient.setQueryData(disputeKeys.serverList(), serverList)
  const onRequestHandled = vi.fn()
  const user = userEvent.setup({ applyAccept: false })
  const view = await renderWithRouter(
    <Harness
      userKey={userKey}
      initialTab={tab}
      requested={requested}
      onRequestHandled={onRequestHandled}
      initialViewing={viewing}
    />,
    { path: '/disputes', queryClient },
  )
  // The list suspends while this browser's store is read: let it settle inside act, so a test
  // that acts at once never has it finish loading outside act (a console.error, flaky by timing).
  await waitFor(() => {
    expect(screen.queryByText('Loading disputes...')).not.toBeInTheDocument()
  })
  // With the `disputes` part the offer of this browser's older disputes suspends (no fallback
  // text) while the store is read: the same, for it.
  await waitFor(() => {
    expect(queryClient.getQueryState(disputeKeys.localOpen(userKey))?.status).not.toBe('pending')
  })
  await act(async () => {})
  return { ...view, user, userKey, onRequestHandled }
}
