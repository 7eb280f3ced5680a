import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderDetailError } from '~/features/orders/components/detail/OrderDetailError'
import { MissingOrderIdError } from '~/features/orders/order-errors'
import { ApiError } from '~/lib/api-error'
import { renderInApp } from '../../support/render'

describe('OrderDetailError', () => {
  it.each([
    [new ApiError('http', 503, 'Unavailable', 'The sandbox is resting'), 'The sandbox is resting'],
    [
      new ApiError('malformed', 200, 'The server sent an unexpected response.'),
      'Failed to load order details',
    ],
  ])('shows %o as "%s" with Try Again and Go Back', async (error, title) => {
    await renderInApp(<OrderDetailError error={error} reset={() => {}} />)
    expect(screen.getByRole('alert')).toHaveTextContent(title)
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
  })

  it.each([
    [new ApiError('http', 404, 'Not found', 'Escrow not found'), 'Escrow not found'],
    [new MissingOrderIdError(), 'No order ID provided'],
  ])('shows %o as the heading "%s" with a way on and no Try Again', async (error, title) => {
    await renderInApp(<OrderDetailError error={error} reset={() => {}} />)
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
    // Signed out here: the way on is to sign in.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })
})
