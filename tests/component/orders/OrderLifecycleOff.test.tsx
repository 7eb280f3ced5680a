import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { sessionKeys } from '~/lib/session/profile'
import { appQueryClient, renderInApp } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'
import { switchOff } from '../../support/provider-features'

// A provider without the lifecycle part (lifecycle spec §1): the page is the base spec's.
beforeEach(() => {
  switchOff('all')
})

describe('the order page with the lifecycle part off', () => {
  it('offers Accept and Decline to the initiator too, and shows none of the lifecycle fields', async () => {
    const queryClient = appQueryClient()
    queryClient.setQueryData(sessionKeys.profile, aUser({ email: 'bayo@escrow.test' }))
    await renderInApp(
      <OrderDetail
        order={anOrder({
          awaiting_payment: true,
          images: ['/api/v1/images/a'],
          logistic_service: 'gig',
          events: [{ type: 'created', at: '2026-11-01T10:00:00.000Z', by: 'buyer' }],
        })}
        signedIn
      />,
      { queryClient },
    )
    const item = screen.getByRole('region', { name: 'Leather sofa' })
    expect(
      within(item)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline'])
    expect(screen.queryByText('Pay now')).not.toBeInTheDocument()
    expect(screen.queryByText('Total to pay')).not.toBeInTheDocument()
    expect(screen.getAllByText('Total Paid')[0]).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument()
    expect(screen.queryByText('Logistics service')).not.toBeInTheDocument()
    const dates = screen.getByRole('list', { name: 'Order dates' })
    expect(within(dates).getAllByRole('listitem')).toHaveLength(3)
    const progress = screen.getByRole('list', { name: 'Order progress' })
    expect(within(progress).getAllByRole('listitem')).toHaveLength(6)
  })

  it('shows a disputed order as Disputed and a refunded one as Cancelled', async () => {
    const view = await renderInApp(<OrderDetail order={anOrder({ status: 'disputed' })} signedIn />)
    expect(screen.getAllByText('Disputed')[0]).toBeInTheDocument()
    view.unmount()
    await renderInApp(
      <OrderDetail
        order={anOrder({ status: 'cancelled', refunded_at: '2026-11-05T10:00:00Z' })}
        signedIn
      />,
    )
    expect(screen.getAllByText('Cancelled')[0]).toBeInTheDocument()
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument()
  })
})
