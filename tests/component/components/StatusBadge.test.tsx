import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StatusBadge } from '~/components/StatusBadge'

describe('StatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['active', 'Active', 'info'],
    ['processing', 'Processing', 'info'],
    ['completed', 'Completed', 'success'],
    ['cancelled', 'Cancelled', 'neutralDark'],
    ['failed', 'Failed', 'danger'],
    ['disputed', 'Disputed', 'danger'],
  ])('shows %s as "%s" in the %s tone', (status, text, tone) => {
    render(<StatusBadge status={status} />)

    expect(screen.getByText(text)).toHaveAttribute('data-tone', tone)
  })

  it('reads known statuses the same whatever their case', () => {
    render(<StatusBadge status="COMPLETED" />)

    expect(screen.getByText('Completed')).toHaveAttribute('data-tone', 'success')
  })

  it('shows an unknown status as sent, capitalised, in the neutral tone', () => {
    render(<StatusBadge status="on_hold" />)

    expect(screen.getByText('On_hold')).toHaveAttribute('data-tone', 'neutral')
  })

  it('does not mistake object keys for statuses', () => {
    render(<StatusBadge status="constructor" />)

    expect(screen.getByText('Constructor')).toHaveAttribute('data-tone', 'neutral')
  })

  it('gives different tones different classes', () => {
    render(
      <>
        <StatusBadge status="pending" />
        <StatusBadge status="failed" />
      </>,
    )

    expect(screen.getByText('Pending').className).not.toBe(screen.getByText('Failed').className)
  })
})
