import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton } from '~/components/Skeleton'
import { Spinner } from '~/components/Spinner'

describe('Spinner', () => {
  it('is a status announcing "Loading" by default', () => {
    render(<Spinner />)

    expect(screen.getByRole('status')).toHaveTextContent('Loading')
  })

  it('announces a custom label', () => {
    render(<Spinner label="Loading orders..." />)

    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...')
  })
})

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by its props', () => {
    const { container } = render(<Skeleton width={120} height="2rem" />)

    const skeleton = container.firstElementChild as HTMLElement
    expect(skeleton).toHaveAttribute('aria-hidden', 'true')
    expect(skeleton).toHaveStyle({ width: '120px', height: '2rem' })
  })
})
