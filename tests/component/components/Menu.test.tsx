import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '~/components/Button'
import { Menu, MenuItem, MenuLinkItem } from '~/components/Menu'

function CreateOrderMenu({ onSeller = vi.fn(), onBuyer = vi.fn() }) {
  return (
    <Menu trigger={<Button>Create order</Button>} align="end">
      <MenuItem onSelect={onSeller}>As a seller</MenuItem>
      <MenuItem onSelect={onBuyer}>As a buyer</MenuItem>
      <MenuItem disabled>Withdraw</MenuItem>
    </Menu>
  )
}

describe('Menu', () => {
  it('opens from its trigger and lists menu items', async () => {
    render(<CreateOrderMenu />)
    const trigger = screen.getByRole('button', { name: 'Create order' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(trigger)

    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('menu', { name: 'Create order' })
    expect(menu).toBeInTheDocument()
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'As a seller',
      'As a buyer',
      'Withdraw',
    ])
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('calls onSelect for the chosen item and closes', async () => {
    const onSeller = vi.fn()
    const onBuyer = vi.fn()
    render(<CreateOrderMenu onSeller={onSeller} onBuyer={onBuyer} />)

    await userEvent.click(screen.getByRole('button', { name: 'Create order' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'As a buyer' }))

    expect(onBuyer).toHaveBeenCalledTimes(1)
    expect(onSeller).not.toHaveBeenCalled()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('works from the keyboard and Escape returns focus to the trigger', async () => {
    const onSeller = vi.fn()
    render(<CreateOrderMenu onSeller={onSeller} />)
    const trigger = screen.getByRole('button', { name: 'Create order' })

    trigger.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('menuitem', { name: 'As a seller' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()

    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    expect(onSeller).toHaveBeenCalledTimes(1)
  })

  it('does not select a disabled item', async () => {
    const onSelect = vi.fn()
    render(
      <Menu trigger={<Button>Actions</Button>}>
        <MenuItem disabled onSelect={onSelect}>
          Withdraw
        </MenuItem>
      </Menu>,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Actions' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Withdraw' }))

    expect(onSelect).not.toHaveBeenCalled()
  })

  it('uses an explicit label as the menu name', async () => {
    render(
      <Menu
        trigger={<Button aria-label="Notifications, 2 unread">🔔</Button>}
        label="Notifications"
      >
        <MenuItem>Payment received</MenuItem>
      </Menu>,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }))

    expect(screen.getByRole('menu', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('renders link items as links inside menu items', async () => {
    render(
      <Menu trigger={<Button>Quick actions</Button>}>
        <MenuLinkItem href="/escrow/new?role=seller">Create order</MenuLinkItem>
        <MenuLinkItem>
          <a href="/transactions">Fund wallet</a>
        </MenuLinkItem>
      </Menu>,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Quick actions' }))

    const create = screen.getByRole('menuitem', { name: 'Create order' })
    expect(create.tagName).toBe('A')
    expect(create).toHaveAttribute('href', '/escrow/new?role=seller')
    expect(screen.getByRole('menuitem', { name: 'Fund wallet' })).toHaveAttribute(
      'href',
      '/transactions',
    )
  })
})
