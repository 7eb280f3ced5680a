/**
 * Issue 31: a new server notification refreshes what it is about (lifecycle spec §5), read from its
 * link: the order, the lists and counts, the balances (the profile), the transactions, the
 * dispute. Nothing on the first load, nothing when the poll brings nothing new, nothing with the
 * provider's notifications part off. The rule alone: tests/unit/notification-refresh.test.ts; two
 * browsers: tests/e2e/notifications.spec.ts.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Notification } from '~/contract/notifications'
import { SummaryCards } from '~/features/dashboard/components/SummaryCards'
import { disputeQueries } from '~/features/disputes/queries'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { notificationKeys } from '~/features/notifications/queries'
import { orderQueries } from '~/features/orders/queries'
import { transactionQueries } from '~/features/transactions/queries'
import { sessionKeys } from '~/lib/session/profile'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { switchOff } from '../../support/provider-features'
import { appQueryClient, renderWithRouter } from '../../support/render'
import { aUser } from '../../support/test-data'

const note = (id: string, link: string): Notification => ({
  id,
  title: `Title ${id}`,
  desc: `About ${id}`,
  read: false,
  time: new Date().toISOString(),
  link,
})

/** What a dashboard and a disputes list have on screen besides the bell. */
function OnScreen() {
  useQuery(orderQueries.grouped())
  useQuery(transactionQueries.list())
  useQuery(disputeQueries.serverList())
  return <SummaryCards />
}

/** The server: its notifications (newest first) and the seller's wallet, both changed by tests. */
function server() {
  const state = {
    notifications: [note('n1', '/orders/ESC-1001')],
    wallet: '100000.00',
  }
  const calls = fakeApi({
    'GET /notifications': () => ({ status: 200, body: state.notifications }),
    'POST /notifications/n1/read': () => {
      state.notifications = state.notifications.map((item) => ({ ...item, read: true }))
      return { status: 200, body: state.notifications[0] }
    },
    'GET /auth/me': () => ({ status: 200, body: aUser({ wallet_balance: state.wallet }) }),
    'GET /escrow/all': () => ({
      status: 200,
      body: { pending: [], active: [], completed: [], cancelled: [] },
    }),
    'GET /trnx': () => ({ status: 200, body: [] }),
    'GET /disputes': () => ({ status: 200, body: [] }),
  })
  return { state, calls }
}

/** GETs by path since `from` (an index into the calls). */
function getsSince(calls: FakeCall[], from: number): string[] {
  return calls
    .slice(from)
    .filter((call) => call.method === 'GET')
    .map((call) => call.path)
    .sort()
}

async function renderShell() {
  const { state, calls } = server()
  // As in the app: start-up has loaded the profile before the shell draws.
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ wallet_balance: state.wallet }))
  const view = await renderWithRouter(
    <>
      <NotificationsBell />
      <OnScreen />
    </>,
    { path: '/dashboard', queryClient },
  )
  await screen.findByRole('button', { name: 'Notifications, 1 unread' })
  await screen.findByText('₦100,000.00')
  await settled(view.queryClient)
  return { state, calls, ...view }
}

const settled = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.isFetching()).toBe(0))

/** What the bell's 20 s interval does: its list is fetched again; then all that follows settles. */
async function poll(queryClient: QueryClient) {
  await act(() => queryClient.refetchQueries({ queryKey: notificationKeys.list() }))
  await settled(queryClient)
}

describe('a new server notification refreshes what it is about', () => {
  it('the first load refreshes nothing (every widget fetches its own data once)', async () => {
    const { calls } = await renderShell()

    // The profile from start-up is not asked for again.
    expect(getsSince(calls, 0)).toEqual(['/disputes', '/escrow/all', '/notifications', '/trnx'])
  })

  it('a poll with nothing new asks for the notifications only', async () => {
    const { calls, queryClient } = await renderShell()
    const before = calls.length

    await poll(queryClient)
    await poll(queryClient)

    expect(getsSince(calls, before)).toEqual(['/notifications', '/notifications'])
  })

  it('an order’s notification (a release): the orders, the balances and the transactions, once', async () => {
    const { state, calls, queryClient } = await renderShell()
    const before = calls.length

    state.wallet = '130000.00'
    state.notifications = [note('n2', '/orders/ESC-1001'), ...state.notifications]
    await poll(queryClient)

    expect(getsSince(calls, before)).toEqual(['/auth/me', '/escrow/all', '/notifications', '/trnx'])
    const wallet = screen.getByRole('region', { name: 'Wallet balance' })
    expect(within(wallet).getByText('₦130,000.00')).toBeVisible()
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()

    // The same list again: nothing more.
    const after = calls.length
    await poll(queryClient)
    expect(getsSince(calls, after)).toEqual(['/notifications'])
  })

  it('a settled withdrawal (/transactions): the balances and the transactions', async () => {
    const { state, calls, queryClient } = await renderShell()
    const before = calls.length

    state.notifications = [note('n2', '/transactions'), ...state.notifications]
    await poll(queryClient)

    expect(getsSince(calls, before)).toEqual(['/auth/me', '/notifications', '/trnx'])
  })

  it('a dispute’s notification (support’s refund): the disputes too', async () => {
    const { state, calls, queryClient } = await renderShell()
    const before = calls.length

    state.notifications = [note('n2', '/disputes?dispute=DSP-AB12CD34'), ...state.notifications]
    await poll(queryClient)

    expect(getsSince(calls, before)).toEqual([
      '/auth/me',
      '/disputes',
      '/escrow/all',
      '/notifications',
      '/trnx',
    ])
  })

  it('several new ones at once: each query once', async () => {
    const { state, calls, queryClient } = await renderShell()
    const before = calls.length

    state.notifications = [
      note('n4', '/transactions'),
      note('n3', '/orders/ESC-1002'),
      note('n2', '/orders/ESC-1001'),
      ...state.notifications,
    ]
    await poll(queryClient)

    expect(getsSince(calls, before)).toEqual(['/auth/me', '/escrow/all', '/notifications', '/trnx'])
  })

  it('a read mark refetches the list but refreshes nothing else (no id is new)', async () => {
    const { calls, queryClient } = await renderShell()
    const user = userEvent.setup()
    const before = calls.length

    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }))
    await user.click(screen.getByRole('menuitem', { name: /Title n1/ }))
    await screen.findByRole('button', { name: 'Notifications' })
    await settled(queryClient)

    expect(getsSince(calls, before)).toEqual(['/notifications'])
  })
})

describe('with the provider’s notifications part off (the samples)', () => {
  it('nothing polls and a change of the list refreshes nothing', async () => {
    switchOff('notifications')
    const calls = fakeApi({
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
    })
    const { queryClient } = await renderWithRouter(
      <>
        <NotificationsBell />
        <SummaryCards />
      </>,
    )
    const user = userEvent.setup()
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' })
    await settled(queryClient)
    expect(getsSince(calls, 0)).toEqual(['/auth/me'])

    // A read mark (a changed list) and an explicit refetch: the samples again, no request.
    await user.click(bell)
    await user.click(screen.getByRole('menuitem', { name: /Your payments are protected/ }))
    await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    await poll(queryClient)

    expect(getsSince(calls, 0)).toEqual(['/auth/me'])
  })
})
