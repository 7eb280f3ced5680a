import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '~/components/Button'
import { ErrorState } from '~/components/ErrorState'

describe('ErrorState', () => {
  it('is an alert with its title and message', () => {
    render(<ErrorState title="Escrow not found" message="Check the link and try again." />)

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Escrow not found')
    expect(alert).toHaveTextContent('Check the link and try again.')
  })

  it('offers its actions', async () => {
    const retry = vi.fn()
    render(
      <ErrorState
        title="Failed to fetch orders. Please try again."
        actions={
          <>
            <Button onClick={retry}>Try Again</Button>
            <Button tone="secondary">Go Back</Button>
          </>
        }
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))

    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument()
  })
})
