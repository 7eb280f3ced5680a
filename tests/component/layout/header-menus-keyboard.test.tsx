/**
 * Keyboard details of the header's menus that the e2e shell spec used to walk in Chromium: the
 * notifications dropdown opened with Space, the 'All Notifications' panel and the Withdraw dialog
 * closed with Escape, each giving the focus back to the button that opened it.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { QuickActions } from '~/features/layout/components/QuickActions'
import { appQueryClient, renderInApp } from '../../support/render'
import { switchOff } from '../../support/provider-features'

// The bell's sample notifications (the provider's notifications part off); with the part on its
// keyboard use is the same (tests/component/notifications/NotificationsBellServer.test.tsx).
beforeEach(() => {
  switchOff('notifications')
})

afterEach(() => {
  localStorage.removeItem('notifications-read')
})

function renderBell() {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={appQueryClient()}>
      <NotificationsBell />
    </QueryClientProvider>,
  )
  return user
}

describe('header menus from the keyboard', () => {
  it('Space opens the notifications dropdown too; Escape gives the focus back to the bell', async () => {
    const user = renderBell()
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 3 unread' },
      // The first render of the file also loads the notifications: slow on a busy machine.
      { timeout: 5_000 },
    )
    bell.focus()

    await user.keyboard(' ')
    const menu = screen.getByRole('menu', { name: 'Notifications' })
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(bell).toHaveFocus()
  })

  it("Escape closes 'All Notifications' and gives the focus back to the bell, which counts no unread after 'Mark all as read'", async () => {
    const user = renderBell()
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Notifications, 3 unread' },
        // The first render of the file also loads the notifications: slow on a busy machine.
        { timeout: 5_000 },
      ),
    )
    await user.click(screen.getByRole('menuitem', { name: 'View all' }))
    const panel = await screen.findByRole('dialog', { name: 'All Notifications' })

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument(),
    )
    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const bell = screen.getByRole('button', { name: 'Notifications' })
    await waitFor(() => expect(bell).toHaveFocus())
  })

  it('Escape closes the Withdraw dialog and gives the focus back to Quick actions', async () => {
    const { user } = await renderInApp(<QuickActions />)
    await user.click(screen.getByRole('button', { name: 'Quick actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Withdraw' }))
    expect(await screen.findByRole('dialog', { name: 'Withdraw' })).toHaveTextContent(
      'payment provider',
    )

    await user.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quick actions' })).toHaveFocus())
  })
})
