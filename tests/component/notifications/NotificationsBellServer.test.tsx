import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Notification } from '~/contract/notifications'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import {
  NOTIFICATIONS_POLL_MS,
  notificationKeys,
  notificationQueries,
} from '~/features/notifications/queries'
import { allowConsoleError } from '../../setup-dom'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { appQueryClient, renderWithRouter } from '../../support/render'

// Lifecycle spec §5 with the provider's notifications part on (the sandbox build these tests run
// as has every part on). The part off: NotificationsBell.test.tsx.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

function note(id: string, fields: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Title ${id}`,
    desc: `About ${id}`,
    read: false,
    time: minutesAgo(1),
    link: '/orders/ESC-1001',
    ...fields,
  }
}

/** Newest first, as the server sends them: three unread, one read. */
const SERVER_LIST: Notification[] = [
  note('n4', { title: 'The buyer accepted', link: '/orders/ESC-2002', time: minutesAgo(1) }),
  note('n3', { title: 'Hostile link', link: 'https://evil.example/phish', time: minutesAgo(5) }),
  note('n2', { title: 'Dispute raised', link: '/disputes?dispute=DSP-1', time: minutesAgo(9) }),
  note('n1', { title: 'Old news', read: true, time: minutesAgo(60) }),
]

function server(list: Notification[] = SERVER_LIST) {
  let current = list.map((item) => ({ ...item }))
  const calls = fakeApi({
    'GET /notifications': () => ({ status: 200, body: current }),
    'POST /notifications/read-all': () => {
      current = current.map((item) => ({ ...item, read: true }))
      return { status: 200, body: { message: 'All notifications marked read' } }
    },
    ...Object.fromEntries(
      list.map((item) => [
        `POST /notifications/${item.id}/read`,
        () => {
          current = current.map((other) =>
            other.id === item.id ? { ...other, read: true } : other,
          )
          return { status: 200, body: current.find((other) => other.id === item.id) }
        },
      ]),
    ),
  })
  return calls
}

const posts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.path)
const gets = (calls: FakeCall[]) => calls.filter((call) => call.method === 'GET').length

async function renderBell() {
  const user = userEvent.setup()
  const view = await renderWithRouter(<NotificationsBell />, { path: '/dashboard' })
  return { user, ...view }
}

describe('NotificationsBell with the provider’s notifications', () => {
  it('shows the server’s unread count and its newest three, in its order', async () => {
    const calls = server()
    const { user } = await renderBell()

    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' })
    expect(bell).toHaveTextContent('3')
    await user.click(bell)
    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole(
      'menuitem',
    )
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual([
      expect.stringContaining('The buyer accepted'),
      expect.stringContaining('Hostile link'),
      expect.stringContaining('Dispute raised'),
    ])
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /notifications'])
  })

  it('choosing one marks it read on the server and opens its link', async () => {
    const calls = server()
    const { user, router } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))

    await user.click(screen.getByRole('menuitem', { name: /The buyer accepted/ }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/ESC-2002'))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(posts(calls)).toEqual(['/notifications/n4/read'])
    // Read everywhere: the list is fetched again (and other tabs are told through the bus).
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
    expect(gets(calls)).toBe(2)
  })

  it('a link that would leave the app is not followed: the notification is only marked read', async () => {
    const calls = server()
    const { user, router } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))

    await user.click(screen.getByRole('menuitem', { name: /Hostile link/ }))

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
    expect(posts(calls)).toEqual(['/notifications/n3/read'])
    expect(router.state.location.href).toBe('/dashboard')
    expect(screen.getByRole('menu', { name: 'Notifications' })).toBeVisible()
  })

  it("'Mark all as read' asks the server's read-all once", async () => {
    const calls = server()
    const { user } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))

    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }))

    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('')
    expect(posts(calls)).toEqual(['/notifications/read-all'])
  })

  it("the 'All Notifications' panel opens a notification's link and closes", async () => {
    const calls = server()
    const { user, router } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))
    await user.click(screen.getByRole('menuitem', { name: 'View all' }))
    const panel = await screen.findByRole('dialog', { name: 'All Notifications' })
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4)

    await user.click(within(panel).getByRole('button', { name: /Dispute raised/ }))

    await waitFor(() => expect(router.state.location.href).toBe('/disputes?dispute=DSP-1'))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'All Notifications' })).not.toBeInTheDocument(),
    )
    expect(posts(calls)).toEqual(['/notifications/n2/read'])
  })

  it('a malformed answer is refused at the edge (no notification shown, the failure said)', async () => {
    allowConsoleError() // http.ts logs the unexpected shape
    fakeApi({
      'GET /notifications': () => ({ status: 200, body: [{ id: 'x', title: 'No link' }] }),
    })
    const queryClient = appQueryClient()
    const user = userEvent.setup()
    await renderWithRouter(<NotificationsBell />, { queryClient })

    await waitFor(() =>
      expect(queryClient.getQueryState(notificationKeys.list())?.status).toBe('error'),
    )
    await user.click(screen.getByRole('button', { name: 'Notifications' }))
    expect(screen.getByText('Notifications could not be loaded.')).toBeVisible()
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument()
  })

  it('polls every 20 seconds while the app is open, and at once when the tab is shown again', () => {
    const options = notificationQueries.list()
    expect(NOTIFICATIONS_POLL_MS).toBe(20_000)
    expect(options.refetchInterval).toBe(NOTIFICATIONS_POLL_MS)
    expect(options.refetchOnWindowFocus).toBe('always')
  })
})
