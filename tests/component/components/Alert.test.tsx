import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'

describe('Alert', () => {
  it('announces a critical message at once (role alert)', () => {
    render(<Alert tone="critical">The payment failed.</Alert>)

    expect(screen.getByRole('alert')).toHaveTextContent('The payment failed.')
  })

  it('announces the other tones politely (role status)', () => {
    render(
      <>
        <Alert tone="positive">Welcome back!</Alert>
        <Alert tone="caution">The payment did not go through.</Alert>
        <Alert tone="info">Referral tracking is not live yet.</Alert>
      </>,
    )

    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Welcome back!',
      'The payment did not go through.',
      'Referral tracking is not live yet.',
    ])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('is no live region when it does not announce, and can describe an input', () => {
    render(
      <>
        <Alert tone="caution" announce={false} id="notice">
          That escrow cannot have a dispute.
        </Alert>
        <input aria-label="Escrow" aria-describedby="notice" />
      </>,
    )

    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Escrow' })).toHaveAccessibleDescription(
      'That escrow cannot have a dispute.',
    )
  })

  it('is a paragraph, or a div holding parts such as buttons', () => {
    render(
      <>
        <Alert tone="positive">Saved.</Alert>
        <Alert tone="critical" as="div">
          <p>Failed to fetch orders.</p>
          <Button>Try Again</Button>
        </Alert>
      </>,
    )

    expect(screen.getByRole('status').tagName).toBe('P')
    const alert = screen.getByRole('alert')
    expect(alert.tagName).toBe('DIV')
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Try Again' }))
  })

  it('never takes the focus', () => {
    render(<Alert tone="critical">The order could not be accepted.</Alert>)

    expect(screen.getByRole('alert')).not.toHaveAttribute('tabindex')
    expect(document.activeElement).toBe(document.body)
  })
})
