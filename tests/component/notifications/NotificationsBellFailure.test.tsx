/**
 * Issue 32 item 8: when loading the notifications fails, the bell says so ('Notifications could
 * not be loaded.' with 'Try again') instead of 'No notifications', keeps what it had (the list and
 * the unread count stay after a failed poll) and tries again: at the next poll, and on 'Try again'.
 */
import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '~/contract/notifications'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { NOTIFICATIONS_POLL_MS, notificationKeys } from '~/features/notifications/queries'
import { fakeApi } from '../../support/fake-api'
import { renderWithRouter } from '../../support/render'

const FAILED = 'Notifications could not be loaded.'

function note(id: string, fields: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Title ${id}`,
    desc: `About ${id}`,
    read: false,
    time: new Date().toISOString(),
    link: '/orders/ESC-1001',
    ...fields,
  }
}

const LIST = [note('n3'), note('n2'), note('n1', { read: true })]

/** The provider: up with `list`, or down (a 503) while `up` is false. */
function server(list: Notification[] = LIST) {
  const state = { up: true, list }
  const calls = fakeApi({
    'GET /notifications': () =>
      state.up
        ? { status: 200, body: state.list }
        : { status: 503, body: { detail: 'Service unavailable' } },
  })
  const gets = () => calls.filter((call) => call.path === '/notifications').length
  return { state, gets }
}

/** What the bell's 20 s interval does: its list is fetched again. */
async function poll(queryClient: QueryClient) {
  await act(() => queryClient.refetchQueries({ queryKey: notificationKeys.list() }))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the bell when the notifications cannot be loaded', () => {
  it("a failed first load says so with 'Try again', not 'No notifications'; Try again loads them", async () => {
    const { state, gets } = server()
    state.up = false
    const user = userEvent.setup()
    const { queryClient } = await renderWithRouter(<NotificationsBell />, { path: '/dashboard' })
    await waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.list())?.status).toBe('error'),
    )
    const bell = screen.getByRole('button', { name: 'Notifications' })
    expect(bell).toHaveTextContent('')

    await user.click(bell)
    const menu = screen.getByRole('menu', { name: 'Notifications' })
    expect(within(menu).getByText(FAILED)).toBeVisible()
    expect(within(menu).queryByText('No notifications')).not.toBeInTheDocument()

    state.up = true
    await user.click(within(menu).getByRole('menuitem', { name: 'Try again' }))
    // The menu stays open and shows what came.
    expect(await within(menu).findByRole('menuitem', { name: /Title n3/ })).toBeVisible()
    expect(within(menu).queryByText(FAILED)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
    expect(gets()).toBe(2)
  })

  it('a failed later poll keeps the list and the unread count, says so, and Try again brings it back', async () => {
    const { state } = server()
    const user = userEvent.setup()
    const { queryClient } = await renderWithRouter(<NotificationsBell />, { path: '/dashboard' })
    await screen.findByRole('button', { name: 'Notifications, 2 unread' })

    state.up = false
    await poll(queryClient)
    expect(queryClient.getQueryState(notificationKeys.list())?.status).toBe('error')
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' })
    expect(bell).toHaveTextContent('2')

    await user.click(bell)
    const menu = screen.getByRole('menu', { name: 'Notifications' })
    expect(within(menu).getByText(FAILED)).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: /Title n3/ })).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: /Title n2/ })).toBeVisible()

    // The panel keeps them too, and says the same.
    await user.click(within(menu).getByRole('menuitem', { name: 'View all' }))
    const panel = await screen.findByRole('dialog', { name: 'All Notifications' })
    expect(within(panel).getByRole('alert')).toHaveTextContent(FAILED)
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3)

    state.up = true
    state.list = [note('n4'), ...LIST]
    await user.click(within(panel).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(4))
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Notifications, 3 unread', hidden: true }),
    ).toBeInTheDocument()
  })

  it('the poll goes on after a failure: the next one brings the list back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { state, gets } = server()
    await renderWithRouter(<NotificationsBell />, { path: '/dashboard' })
    await screen.findByRole('button', { name: 'Notifications, 2 unread' })

    state.up = false
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS))
    await waitFor(() => expect(gets()).toBe(2))
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()

    state.up = true
    state.list = [note('n4'), ...LIST]
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS))
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
    expect(gets()).toBe(3)
  })
})
