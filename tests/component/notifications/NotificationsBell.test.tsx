import type { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { notificationKeys } from '~/features/notifications/queries'
import { SAMPLE_NOTIFICATIONS } from '~/features/notifications/sample-notifications'
import type { UserNotification } from '~/features/notifications/schemas'
import { appQueryClient, renderWithRouter } from '../../support/render'
import { switchOff } from '../../support/provider-features'

// The provider's notifications part off (lifecycle spec §1): the base spec's samples, as before.
// With it on: NotificationsBellServer.test.tsx.
beforeEach(() => {
  switchOff('all')
})

const READ_KEY = 'notifications-read'
const unreadIds = SAMPLE_NOTIFICATIONS.filter((notification) => !notification.read).map(
  ({ id }) => id,
)

async function renderBell(queryClient: QueryClient = appQueryClient()) {
  const user = userEvent.setup()
  const view = await renderWithRouter(<NotificationsBell />, { path: '/dashboard', queryClient })
  return { user, ...view }
}

function withNotifications(notifications: UserNotification[]) {
  const queryClient = appQueryClient()
  queryClient.setQueryData(notificationKeys.list(), {
    pages: [notifications],
    pageParams: [undefined],
  })
  return queryClient
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ })
const storedReadIds = () => JSON.parse(localStorage.getItem(READ_KEY) ?? '[]') as string[]

afterEach(() => {
  localStorage.removeItem(READ_KEY)
})

describe('NotificationsBell', () => {
  it('shows the unread count on the bell', async () => {
    await renderBell()

    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
    expect(bell()).toHaveTextContent('3')
  })

  it('hides the badge when nothing is unread', async () => {
    await renderBell(withNotifications(SAMPLE_NOTIFICATIONS.map((n) => ({ ...n, read: true }))))

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible()
    expect(bell()).toHaveTextContent('')
  })

  it('lists at most 3 notifications, then Mark all as read and View all', async () => {
    const { user } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))

    const menu = screen.getByRole('menu', { name: 'Notifications' })
    const items = within(menu).getAllByRole('menuitem')
    expect(items).toHaveLength(5)
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual(
      SAMPLE_NOTIFICATIONS.slice(0, 3).map((n) => expect.stringContaining(n.title) as string),
    )
    expect(items[0]).toHaveAccessibleName(expect.stringContaining('Unread:'))
    expect(items.slice(3).map((item) => item.textContent)).toEqual(['Mark all as read', 'View all'])
  })

  it("says 'No notifications' when there are none", async () => {
    const { user } = await renderBell(withNotifications([]))
    await user.click(screen.getByRole('button', { name: 'Notifications' }))

    const menu = screen.getByRole('menu', { name: 'Notifications' })
    expect(within(menu).getByText('No notifications')).toBeVisible()
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('marks one notification read, keeps the dropdown open and remembers it', async () => {
    const { user, unmount } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))
    const first = SAMPLE_NOTIFICATIONS[0]!

    await user.click(screen.getByRole('menuitem', { name: new RegExp(first.title) }))

    // The dropdown is not modal: the bell stays in the accessibility tree while it is open.
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
    expect(screen.getByRole('menu', { name: 'Notifications' })).toBeVisible()
    expect(
      screen.getByRole('menuitem', { name: new RegExp(first.title) }),
    ).not.toHaveAccessibleName(expect.stringContaining('Unread:'))
    expect(storedReadIds()).toEqual([first.id])

    // A fresh cache (a reload) reads the mark back from localStorage.
    unmount()
    await renderBell()
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible()
  })

  it('marks all read at once', async () => {
    const { user } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))

    await user.click(screen.getByRole('menuitem', { name: 'Mark all as read' }))

    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('')
    expect(storedReadIds()).toEqual(unreadIds)
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('follows read marks made in another tab (storage event)', async () => {
    await renderBell()
    await screen.findByRole('button', { name: 'Notifications, 3 unread' })

    localStorage.setItem(READ_KEY, JSON.stringify(unreadIds.slice(0, 2)))
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: READ_KEY, storageArea: localStorage }),
      )
    })

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible()
  })

  it('works from the keyboard: Enter opens, arrows move, Tab stays, Escape closes and returns focus', async () => {
    const { user } = await renderBell()
    const trigger = await screen.findByRole('button', { name: 'Notifications, 3 unread' })
    trigger.focus()

    await user.keyboard('{Enter}')
    const items = within(screen.getByRole('menu', { name: 'Notifications' })).getAllByRole(
      'menuitem',
    )
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('menu', { name: 'Notifications' })).toContainElement(
      document.activeElement as HTMLElement,
    )

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it("'View all' opens the 'All Notifications' panel listing every notification", async () => {
    const { user } = await renderBell()
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))

    await user.click(screen.getByRole('menuitem', { name: 'View all' }))

    const panel = await screen.findByRole('dialog', { name: 'All Notifications' })
    expect(within(panel).getAllByRole('listitem')).toHaveLength(SAMPLE_NOTIFICATIONS.length)
    const markButtons = within(panel).getAllByRole('button', { name: 'Mark as read' })
    expect(markButtons).toHaveLength(3)
    expect(markButtons[1]).toHaveAccessibleDescription(
      expect.stringContaining(SAMPLE_NOTIFICATIONS[1]!.title),
    )

    await user.click(markButtons[1]!)
    await waitFor(() =>
      expect(within(panel).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2),
    )
    expect(storedReadIds()).toEqual([SAMPLE_NOTIFICATIONS[1]!.id])

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument(),
    )
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' })
    expect(markAll).toHaveAttribute('aria-disabled', 'true')
    expect(markAll).toHaveFocus()
  })

  it("the panel says 'No notifications' when there are none", async () => {
    const { user } = await renderBell(withNotifications([]))
    await user.click(screen.getByRole('button', { name: 'Notifications' }))
    await user.click(screen.getByRole('menuitem', { name: 'View all' }))

    const panel = await screen.findByRole('dialog', { name: 'All Notifications' })
    expect(within(panel).getByText('No notifications')).toBeVisible()
  })
})
