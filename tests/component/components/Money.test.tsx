import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Money } from '~/components/Money'

describe('Money', () => {
  it.each([
    [0, '₦0.00'],
    [1, '₦0.01'],
    [123456, '₦1,234.56'],
    [1234567, '₦12,345.67'],
    [3000000, '₦30,000.00'],
    [-150, '-₦1.50'],
  ])('formats %i kobo as %s', (kobo, text) => {
    render(<Money kobo={kobo} />)

    expect(screen.getByText(text)).toBeVisible()
  })

  it('masks the amount behind an accessible "Hidden amount" label', () => {
    render(<Money kobo={1234567} masked />)

    const masked = screen.getByRole('img', { name: 'Hidden amount' })
    expect(masked).toHaveTextContent('****')
    expect(screen.queryByText('₦12,345.67')).not.toBeInTheDocument()
  })
})
