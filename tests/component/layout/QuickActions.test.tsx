import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QuickActions } from '~/features/layout/components/QuickActions'
import { renderInApp } from '../../support/render'

async function openQuickActions() {
  const view = await renderInApp(<QuickActions />)
  await view.user.click(screen.getByRole('button', { name: 'Quick actions' }))
  return view
}

describe('QuickActions', () => {
  it('offers Create order, Fund wallet and Withdraw', async () => {
    await openQuickActions()

    const menu = screen.getByRole('menu', { name: 'Quick actions' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Create order', 'Fund wallet', 'Withdraw'])
    expect(within(menu).getByRole('menuitem', { name: 'Create order' })).toHaveAttribute(
      'href',
      '/escrow/new',
    )
  })

  it('Fund wallet explains there is no top-up and leads to creating an order as the buyer', async () => {
    const { user, router } = await openQuickActions()

    await user.click(screen.getByRole('menuitem', { name: 'Fund wallet' }))

    const dialog = await screen.findByRole('dialog', { name: 'Fund wallet' })
    expect(dialog).toHaveAccessibleDescription(/not available yet/)
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3)
    await user.click(within(dialog).getByRole('link', { name: 'Create an order' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/escrow/new'))
    expect(router.state.location.search).toEqual({ role: 'buyer' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('Withdraw explains where released money goes (with the payment provider) and links to Transactions', async () => {
    const { user } = await openQuickActions()

    await user.click(screen.getByRole('menuitem', { name: 'Withdraw' }))

    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' })
    expect(dialog).toHaveTextContent('payment provider')
    expect(within(dialog).getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    )

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Quick actions' })).toHaveFocus()
  })
})
