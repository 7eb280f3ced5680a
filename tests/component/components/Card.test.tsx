import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Card } from '~/components/Card'

describe('Card', () => {
  it('renders a div by default', () => {
    render(<Card data-testid="card">Content</Card>)

    expect(screen.getByTestId('card').tagName).toBe('DIV')
  })

  it('renders as a section or article, passing attributes through', () => {
    render(
      <>
        <Card as="section" aria-label="Wallet balance">
          ₦30,000.00
        </Card>
        <Card as="article" aria-labelledby="title">
          <h2 id="title">Pending order</h2>
        </Card>
      </>,
    )

    expect(screen.getByRole('region', { name: 'Wallet balance' }).tagName).toBe('SECTION')
    expect(screen.getByRole('article', { name: 'Pending order' })).toBeInTheDocument()
  })

  it('styles the highlighted variant differently', () => {
    render(
      <>
        <Card aria-label="plain" as="section">
          A
        </Card>
        <Card aria-label="highlighted" as="section" highlighted className="extra">
          B
        </Card>
      </>,
    )

    const plain = screen.getByRole('region', { name: 'plain' })
    const highlighted = screen.getByRole('region', { name: 'highlighted' })
    expect(highlighted.className).not.toBe(plain.className)
    expect(highlighted).toHaveClass('extra')
  })
})
