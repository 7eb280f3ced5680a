/**
 * Menus and dialogs fetch Radix on the first intent (src/components/overlays-loader.ts). Vitest
 * starts with Radix there; these tests forget it first, so each one walks the path of a first visit:
 * the trigger drawn as Radix draws a closed one, then the menu opened by the same key or press, with
 * the focus where Radix puts it.
 */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Dialog } from '~/components/Dialog'
import { Menu, MenuItem } from '~/components/Menu'
import { forgetOverlaysForTests, loadedOverlays } from '~/components/overlays-loader'

beforeEach(() => {
  forgetOverlaysForTests()
})

function AccountMenu() {
  return (
    <Menu label="Account" trigger={<button type="button">Account</button>}>
      <MenuItem>Profile</MenuItem>
      <MenuItem>Sign out</MenuItem>
    </Menu>
  )
}

describe('a menu before Radix is here', () => {
  it('draws its trigger as Radix draws a closed one, and fetches nothing until an intent', () => {
    render(<AccountMenu />)
    const trigger = screen.getByRole('button', { name: 'Account' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveAttribute('data-state', 'closed')
    expect(trigger).toHaveAttribute('type', 'button')
    expect(loadedOverlays()).toBeNull()
  })

  it.each(['{Enter}', ' ', '{ArrowDown}'])(
    'opens on %s with the focus on the first item, then Escape gives it back to the trigger',
    async (key) => {
      const user = userEvent.setup()
      render(<AccountMenu />)
      await user.tab()
      expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()

      await user.keyboard(key)
      const menu = await screen.findByRole('menu', { name: 'Account' })
      expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus()
      expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )

      await user.keyboard('{Escape}')
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus()
    },
  )

  it('opens on a press with the focus on the menu, as Radix does for a pointer', async () => {
    const user = userEvent.setup()
    render(<AccountMenu />)
    await user.click(screen.getByRole('button', { name: 'Account' }))
    const menu = await screen.findByRole('menu', { name: 'Account' })
    expect(menu).toHaveFocus()
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})

describe('a dialog before Radix is here', () => {
  it('is nothing while closed and opens, with the focus inside, once asked', async () => {
    function Confirm() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Ask
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Sure?">
            <button type="button">Yes</button>
          </Dialog>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Confirm />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(loadedOverlays()).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Ask' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sure?' })
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus()
  })

  it('draws its trigger as Radix does and opens from it', async () => {
    const user = userEvent.setup()
    render(
      <Dialog title="Menu" trigger={<button type="button">Open menu</button>}>
        <button type="button">Orders</button>
      </Dialog>,
    )
    const trigger = screen.getByRole('button', { name: 'Open menu' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(dialog).getByRole('button', { name: 'Orders' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Radix gives the focus back a moment after the dialog is gone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus())
  })
})
