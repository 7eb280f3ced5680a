import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { KeyboardShortcuts } from '~/features/shortcuts/components/KeyboardShortcuts'
import { createShortcutReader, isTypingTarget } from '~/features/shortcuts/shortcut-keys'
import { renderWithRouter } from '../../support/render'

async function renderShortcuts(path = '/dashboard') {
  const user = userEvent.setup()
  const view = await renderWithRouter(
    <>
      <main>
        <label>
          Search orders
          <input type="search" />
        </label>
        <label>
          Note
          <textarea />
        </label>
        <button type="button">Somewhere</button>
      </main>
      <KeyboardShortcuts />
    </>,
    { path },
  )
  return { ...view, user }
}

describe('keyboard shortcuts', () => {
  it('g d, g o and g t go to the dashboard, orders and transactions', async () => {
    const { user, router } = await renderShortcuts('/profile')
    await user.keyboard('go')
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'))
    await user.keyboard('gt')
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'))
    await user.keyboard('gd')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('never fires while typing in a field', async () => {
    const { user, router } = await renderShortcuts('/profile')
    const search = screen.getByRole('searchbox', { name: 'Search orders' })
    await user.click(search)
    await user.keyboard('go c?/')
    expect(search).toHaveValue('go c?/')
    await user.click(screen.getByRole('textbox', { name: 'Note' }))
    await user.keyboard('gd')
    expect(router.state.location.pathname).toBe('/profile')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('/ focuses the page search without typing the slash', async () => {
    const { user } = await renderShortcuts()
    await user.click(screen.getByRole('button', { name: 'Somewhere' }))
    await user.keyboard('/')
    const search = screen.getByRole('searchbox', { name: 'Search orders' })
    expect(search).toHaveFocus()
    expect(search).toHaveValue('')
  })

  it('? lists every shortcut in a dialog; Escape closes it', async () => {
    const { user } = await renderShortcuts()
    await user.keyboard('?')
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent)
    expect(terms).toEqual(['g then d', 'g then o', 'g then t', '/', 'c', '?'])
    expect(within(dialog).getByText('Create an order')).toBeInTheDocument()
    // Shortcuts do not act behind an open dialog.
    await user.keyboard('go')
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('c asks the role and leads to the wizard with it', async () => {
    const { user, router } = await renderShortcuts()
    await user.keyboard('c')
    const dialog = await screen.findByRole('dialog', { name: 'Create an order' })
    expect(within(dialog).getByRole('link', { name: 'As a seller' })).toHaveAttribute(
      'href',
      '/escrow/new?role=seller',
    )
    await user.click(within(dialog).getByRole('link', { name: 'As a buyer' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/escrow/new'))
    expect(router.state.location.search).toEqual({ role: 'buyer' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('ignores modifier keys, repeats and a g that came too long ago', () => {
    let now = 0
    const read = createShortcutReader(() => now)
    const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
      read({
        key,
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        repeat: false,
        isComposing: false,
        defaultPrevented: false,
        target: document.body,
        ...extra,
      })
    expect(press('c', { ctrlKey: true })).toBeNull()
    expect(press('c', { metaKey: true })).toBeNull()
    expect(press('c', { repeat: true })).toBeNull()
    expect(press('g')).toBeNull()
    now = 2000
    expect(press('o')).toBeNull()
    expect(press('g')).toBeNull()
    expect(press('o')).toBe('orders')
    const editable = document.createElement('div')
    editable.setAttribute('contenteditable', 'true')
    expect(isTypingTarget(editable)).toBe(true)
    const checkbox = document.createElement('input')
    checkbox.type = 'checkbox'
    expect(isTypingTarget(checkbox)).toBe(false)
  })
})
