import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrdersOverview } from '~/features/orders/components/list/OrdersOverview'
import { orderKeys } from '~/features/orders/queries'
import { MONTH_NAMES } from '~/lib/dates'
import { appQueryClient, renderInApp } from '../../support/render'

async function renderOverview() {
  const queryClient = appQueryClient()
  queryClient.setQueryData(orderKeys.monthlyStats(), [{ month: 'January', value: 3 }])
  return renderInApp(<OrdersOverview />, { queryClient })
}

const monthsSoFar = MONTH_NAMES.slice(0, new Date().getMonth() + 1)

describe('OrdersOverview', () => {
  it('has a text alternative: a table of every month so far and its count', async () => {
    await renderOverview()
    const table = screen.getByRole('table', { name: 'Orders per month' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(
      monthsSoFar.map((month) => `${month}${month === 'January' ? 3 : 0}`),
    )
  })

  it('draws the lazy-loaded chart with labelled axes and focusable points that show a tooltip', async () => {
    const { user } = await renderOverview()
    const chart = await screen.findByRole('group', {
      name: `Orders per month, January to ${monthsSoFar.at(-1)}`,
    })
    expect(chart).toHaveTextContent('Month')
    expect(chart).toHaveTextContent('Orders')

    const points = within(chart).getAllByRole('img')
    expect(points.map((point) => point.getAttribute('aria-label'))).toEqual(
      monthsSoFar.map((month) => `${month}: ${month === 'January' ? '3 orders' : '0 orders'}`),
    )

    await user.tab()
    expect(points[0]).toHaveFocus()
    expect(await screen.findByText('3 orders')).toBeInTheDocument()
    expect(screen.getByText('January', { selector: 'strong' })).toBeInTheDocument()

    await user.tab()
    if (points.length > 1) {
      expect(screen.queryByText('3 orders')).not.toBeInTheDocument()
    }
  })
})
