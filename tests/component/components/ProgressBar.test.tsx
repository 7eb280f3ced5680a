import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProgressBar } from '~/components/ProgressBar'

describe('ProgressBar', () => {
  it.each([
    [1, 25],
    [2, 50],
    [3, 75],
    [4, 100],
  ])('step %i of 4 is %i%%', (current, percent) => {
    render(<ProgressBar steps={4} current={current} label="Order progress" />)

    const bar = screen.getByRole('progressbar', { name: 'Order progress' })
    expect(bar).toHaveAttribute('aria-valuenow', String(percent))
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuetext', `Step ${current} of 4 (${percent}%)`)
  })

  it('shows one segment per step, filled up to the current one', () => {
    render(<ProgressBar steps={4} current={2} label="Registration progress" />)

    const segments = screen.getByRole('progressbar').children
    expect(segments).toHaveLength(4)
    expect([...segments].map((segment) => segment.getAttribute('data-complete'))).toEqual([
      'true',
      'true',
      'false',
      'false',
    ])
  })

  it('clamps out-of-range steps', () => {
    render(<ProgressBar steps={3} current={7} label="Progress" />)

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  })
})
