import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '~/contract/auth'
import { AppShell } from '~/features/layout/components/AppShell'
import { renderInApp } from '../../support/render'
import { aUser } from '../../support/test-data'

const SIDEBAR_KEY = 'sidebar-collapsed'

/** Signed in as Adaeze unless `user` is given (`undefined`: profile loading; `null`: signed out). */
function Shell(props: { user?: User | null; onSignOut?: () => void }) {
  return (
    <AppShell user={aUser()} notifications={<button type="button">Bell</button>} {...props}>
      <h1>Page content</h1>
    </AppShell>
  )
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })

afterEach(() => {
  localStorage.removeItem(SIDEBAR_KEY)
})

describe('AppShell, signed in', () => {
  it('shows the header, the sidebar entries in order and the page content', async () => {
    await renderInApp(<Shell />)

    expect(screen.getByRole('banner')).toHaveTextContent('Escrow')
    expect(screen.getByRole('main')).toHaveTextContent('Page content')
    expect(screen.getByRole('button', { name: 'Bell' })).toBeVisible()
    const links = within(mainNav()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/dashboard'],
      ['Orders', '/orders'],
      ['Transactions', '/transactions'],
      ['Dispute resolution', '/disputes'],
      ['Referrals', '/referrals'],
      ['Profile', '/profile'],
    ])
  })

  it('marks the current section with aria-current="page", also on nested pages', async () => {
    await renderInApp(<Shell />, { path: '/orders/ESC-1001' })

    expect(within(mainNav()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(mainNav()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('collapses to a rail that keeps the link names, and remembers it in localStorage', async () => {
    const { user, container, unmount } = await renderInApp(<Shell />)
    const shell = () => container.querySelector('[data-sidebar]')
    expect(shell()).toHaveAttribute('data-sidebar', 'expanded')

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }))

    expect(shell()).toHaveAttribute('data-sidebar', 'collapsed')
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('true')
    expect(within(mainNav()).getByRole('link', { name: 'Overview' })).toBeInTheDocument()

    unmount()
    await renderInApp(<Shell />)
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }))
    expect(localStorage.getItem(SIDEBAR_KEY)).toBe('false')
  })

  it('follows the sidebar choice made in another tab', async () => {
    await renderInApp(<Shell />)
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()

    localStorage.setItem(SIDEBAR_KEY, 'true')
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SIDEBAR_KEY,
          newValue: 'true',
          storageArea: localStorage,
        }),
      )
    })

    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeVisible()
  })

  it('signs out from the account menu', async () => {
    const onSignOut = vi.fn()
    const { user } = await renderInApp(<Shell onSignOut={onSignOut} />)

    await user.click(screen.getByRole('button', { name: 'Account: Adaeze Okafor' }))
    const menu = screen.getByRole('menu', { name: 'Account' })
    expect(menu).toHaveTextContent('ada@escrow.test')
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }))

    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('still offers Sign out while the profile is loading', async () => {
    const onSignOut = vi.fn()
    const { user } = await renderInApp(<Shell user={undefined} onSignOut={onSignOut} />)

    expect(mainNav()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Account' }))
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })

  it('opens the menu panel on small screens and closes it when a link is followed', async () => {
    const { user, router } = await renderInApp(<Shell />)

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const panel = screen.getByRole('dialog', { name: 'Menu' })
    await user.click(within(panel).getByRole('link', { name: 'Referrals' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/referrals'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('AppShell, signed out', () => {
  it("shows the header with 'Sign in' (back to this page) and no sidebar, bell or account menu", async () => {
    await renderInApp(<Shell user={null} />, { path: '/orders/ESC-1001' })

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Forders%2FESC-1001',
    )
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Bell' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Account/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quick actions' })).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Page content')
  })
})
