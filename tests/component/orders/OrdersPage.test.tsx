import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { orderToJumpTo, SEARCH_DEBOUNCE_MS } from '~/features/orders/components/list/OrderSearchBox'
import { orderKeys } from '~/features/orders/queries'
import { appQueryClient } from '../../support/render'
import { groupedOrders } from '../../support/order-data'
import { anOrder } from '../../support/test-data'
import { renderOrdersRoute } from './render-orders-route'

function cachedOrders() {
  const queryClient = appQueryClient()
  queryClient.setQueryData(orderKeys.grouped(), groupedOrders())
  queryClient.setQueryData(orderKeys.monthlyStats(), [
    { month: 'January', value: 2 },
    { month: 'March', value: 5 },
  ])
  return queryClient
}

const table = () => screen.getByRole('table', { name: 'Orders' })
/** Escrow ids of the body rows, in order. */
function rowIds(): string[] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
}

describe('OrdersPage', () => {
  beforeEach(() => {
    // jsdom has no layout: give the table's scroll area a height so the virtualizer shows rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    return () => vi.restoreAllMocks()
  })

  it('shows the count cards, the chart section and every order under All', async () => {
    await renderOrdersRoute({ path: '/orders', queryClient: cachedOrders() })

    const counts = screen.getByRole('list', { name: 'Order counts' })
    const countOf = (label: string) =>
      within(counts)
        .getAllByRole('listitem')
        .find((item) => item.textContent.startsWith(label))?.textContent
    expect(countOf('Active')).toBe('Active1')
    expect(countOf('Pending')).toBe('Pending2')
    expect(countOf('Completed')).toBe('Completed1')
    expect(countOf('Cancelled')).toBe('Cancelled0')

    expect(screen.getByRole('heading', { name: 'Order overview' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    expect(table()).toHaveAttribute('aria-rowcount', '5')
    expect(rowIds()).toEqual(['ESC-P2', 'ESC-P1', 'ESC-C1', 'ESC-A1'])
  })

  it('renders a row with its columns and a View link to the order', async () => {
    await renderOrdersRoute({ path: '/orders?status=completed', queryClient: cachedOrders() })
    const [, row] = within(table()).getAllByRole('row')
    const cells = within(row!).getAllByRole('cell')
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'ESC-C1',
      'Ngozi Eze',
      'Wedding photography',
      expect.stringMatching(/^Feb 10(, 2026)?, \d{1,2}:00 [AP]M$/),
      '₦350,000.00',
      'Completed',
      'View',
    ])
    expect(within(row!).getByRole('link', { name: 'View order ESC-C1' })).toHaveAttribute(
      'href',
      '/orders/ESC-C1',
    )
  })

  it("shows 'Under dispute' and 'Refunded' badges in the table (lifecycle spec §2)", async () => {
    const queryClient = cachedOrders()
    const grouped = groupedOrders()
    queryClient.setQueryData(orderKeys.grouped(), {
      ...grouped,
      active: [anOrder({ public_id: 'ESC-D1', status: 'disputed' })],
      cancelled: [
        anOrder({ public_id: 'ESC-R1', status: 'cancelled', refunded_at: '2026-03-01T10:00:00Z' }),
      ],
    })
    await renderOrdersRoute({ path: '/orders', queryClient })
    const statusOf = (id: string) => {
      const row = within(table())
        .getAllByRole('row')
        .find((candidate) => candidate.textContent.startsWith(id))
      return within(row!).getAllByRole('cell')[5]?.textContent
    }
    expect(statusOf('ESC-D1')).toBe('Under dispute')
    expect(statusOf('ESC-R1')).toBe('Refunded')
  })

  it('takes the tab from the URL and writes a chosen tab back to it', async () => {
    const { user, search } = await renderOrdersRoute({
      path: '/orders?status=pending',
      queryClient: cachedOrders(),
    })
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true')
    expect(rowIds()).toEqual(['ESC-P2', 'ESC-P1'])

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }))
    await waitFor(() => expect(search()).toEqual({ status: 'cancelled' }))
    expect(screen.getByText('No cancelled orders found.')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'All' }))
    await waitFor(() => expect(search()).toEqual({}))
    expect(rowIds()).toHaveLength(4)
  })

  it('falls back to All for an unknown tab in the URL', async () => {
    await renderOrdersRoute({ path: '/orders?status=archived', queryClient: cachedOrders() })
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  })

  it('keeps typing responsive and writes the query to the URL after a pause', async () => {
    const { user, search, router } = await renderOrdersRoute({
      path: '/orders',
      queryClient: cachedOrders(),
    })
    const box = screen.getByRole('searchbox', { name: 'Search orders' })

    await user.type(box, 'LAGOS')
    expect(box).toHaveValue('LAGOS')
    await waitFor(() => expect(search()).toEqual({ q: 'LAGOS' }))
    expect(rowIds()).toEqual(['ESC-P1'])
    // Typing replaces the history entry rather than adding one per keystroke.
    expect(router.history.length).toBe(1)

    await user.clear(box)
    await user.type(box, 'kano')
    await waitFor(() => expect(screen.getByText('No orders match "kano".')).toBeInTheDocument())
    expect(box).toHaveValue('kano')
  })

  it('does not filter on every keystroke', async () => {
    const { user, search } = await renderOrdersRoute({
      path: '/orders',
      queryClient: cachedOrders(),
    })
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ri')
    expect(search()).toEqual({})
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)))
    expect(search()).toEqual({ q: 'ri' })
  })

  it('opens an order at once when an escrow id typed (any case, spaces around) is entered', async () => {
    const { user, router } = await renderOrdersRoute({
      path: '/orders',
      queryClient: cachedOrders(),
    })
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  esc-a1 {Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/ESC-A1'))
    expect(screen.getByText('order detail')).toBeInTheDocument()
  })

  it('still opens the order when it loads slower than the search pause (the typed id is not searched over it)', async () => {
    const { user, router, search } = await renderOrdersRoute({
      path: '/orders',
      queryClient: cachedOrders(),
      loadOrder: () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 3)),
    })
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ESC-A1{Enter}')
    // The order page shows (its loader done), and the URL is still the order's.
    await screen.findByText('order detail', undefined, { timeout: SEARCH_DEBOUNCE_MS * 10 })
    expect(router.state.location.pathname).toBe('/orders/ESC-A1')
    expect(search()).toEqual({})
  })

  it('opens an order when its escrow id is pasted and entered', async () => {
    const { user, router } = await renderOrdersRoute({
      path: '/orders?status=active',
      queryClient: cachedOrders(),
    })
    // Not on the current tab: the id is looked up in every cached list.
    await user.click(screen.getByRole('searchbox', { name: 'Search orders' }))
    await user.paste('ESC-C1')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/ESC-C1'))
  })

  it('just searches on Enter when the text is not the id of exactly one order', async () => {
    const { user, router, search } = await renderOrdersRoute({
      path: '/orders',
      queryClient: cachedOrders(),
    })
    const box = screen.getByRole('searchbox', { name: 'Search orders' })
    // A partial id (two orders start with it): Enter writes the search without waiting.
    await user.type(box, 'ESC-P{Enter}')
    expect(search()).toEqual({ q: 'ESC-P' })
    expect(router.state.location.pathname).toBe('/orders')
    expect(rowIds().sort()).toEqual(['ESC-P1', 'ESC-P2'])

    // An id in no cached list.
    await user.clear(box)
    await user.type(box, 'ESC-ZZ99{Enter}')
    await waitFor(() => expect(search()).toEqual({ q: 'ESC-ZZ99' }))
    expect(router.state.location.pathname).toBe('/orders')
    expect(screen.getByText('No orders match "ESC-ZZ99".')).toBeInTheDocument()
  })

  it('jumps only for an ESC- id equal to exactly one order', () => {
    const orders = [{ public_id: 'ESC-AB12CD34' }, { public_id: 'ESC-ZX98YW76' }]
    expect(orderToJumpTo(' esc-ab12cd34\t', orders)).toBe('ESC-AB12CD34')
    expect(orderToJumpTo('ESC-AB12', orders)).toBeNull()
    expect(orderToJumpTo('AB12CD34', orders)).toBeNull()
    expect(orderToJumpTo('Ankara ESC-AB12CD34', orders)).toBeNull()
    expect(orderToJumpTo('ESC-00000000', orders)).toBeNull()
    // The same order in two cached lists is still one order.
    expect(orderToJumpTo('ESC-ZX98YW76', [...orders, { public_id: 'ESC-ZX98YW76' }])).toBe(
      'ESC-ZX98YW76',
    )
  })

  it('fills the search box from a shared link', async () => {
    await renderOrdersRoute({ path: '/orders?q=rice', queryClient: cachedOrders() })
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('rice')
    expect(rowIds()).toEqual(['ESC-P2'])
  })

  it('sorts by date and total through header buttons, with aria-sort and the URL', async () => {
    const { user, search } = await renderOrdersRoute({
      path: '/orders',
      queryClient: cachedOrders(),
    })
    const header = (name: string) => screen.getByRole('columnheader', { name })

    expect(header('Date')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Total')).toHaveAttribute('aria-sort', 'none')

    await user.click(within(header('Total')).getByRole('button', { name: 'Total' }))
    await waitFor(() => expect(search()).toEqual({ sort: 'total' }))
    expect(header('Total')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Date')).toHaveAttribute('aria-sort', 'none')
    expect(rowIds()).toEqual(['ESC-A1', 'ESC-P2', 'ESC-C1', 'ESC-P1'])

    await user.click(within(header('Total')).getByRole('button', { name: 'Total' }))
    await waitFor(() => expect(search()).toEqual({ sort: 'total', dir: 'asc' }))
    expect(header('Total')).toHaveAttribute('aria-sort', 'ascending')
    expect(rowIds()).toEqual(['ESC-P1', 'ESC-C1', 'ESC-P2', 'ESC-A1'])
  })

  it('reads sort and direction from the URL', async () => {
    await renderOrdersRoute({ path: '/orders?sort=date&dir=asc', queryClient: cachedOrders() })
    expect(rowIds()).toEqual(['ESC-A1', 'ESC-C1', 'ESC-P1', 'ESC-P2'])
  })

  it('renders only a window of rows when there are thousands', async () => {
    const queryClient = cachedOrders()
    const base = groupedOrders()
    const many = Array.from({ length: 5000 }, (_, index) => ({
      ...base.active[0]!,
      public_id: `ESC-${String(index).padStart(5, '0')}`,
    }))
    queryClient.setQueryData(orderKeys.grouped(), { ...base, active: many })
    await renderOrdersRoute({ path: '/orders?status=active', queryClient })

    expect(table()).toHaveAttribute('aria-rowcount', '5001')
    const rendered = within(table()).getAllByRole('row').length - 1
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(60)
  })
})
