import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from '~/components/Button'
import { EmptyState } from '~/components/EmptyState'

describe('EmptyState', () => {
  it('shows the message', () => {
    render(<EmptyState message="No pending orders found." />)

    expect(screen.getByText('No pending orders found.')).toBeVisible()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows an optional action', () => {
    render(<EmptyState message="No transactions found." action={<Button>Fund wallet</Button>} />)

    expect(screen.getByRole('button', { name: 'Fund wallet' })).toBeInTheDocument()
  })
})
