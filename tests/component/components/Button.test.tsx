import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button, buttonClass } from '~/components/Button'

describe('Button', () => {
  it('is a button named by its content and calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Create order</Button>)

    await userEvent.click(screen.getByRole('button', { name: 'Create order' }))

    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('forwards button props such as type and aria attributes', () => {
    render(
      <Button type="submit" tone="danger" size="sm" aria-describedby="hint">
        Decline
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Decline' })
    expect(button).toHaveAttribute('type', 'submit')
    expect(button).toHaveAttribute('aria-describedby', 'hint')
  })

  it('while loading is busy, disabled and ignores clicks, keeping its name', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Sign in
      </Button>,
    )

    const button = screen.getByRole('button', { name: 'Sign in' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is not busy when not loading', () => {
    render(<Button>Next</Button>)

    const button = screen.getByRole('button', { name: 'Next' })
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('lends its look to links through buttonClass', () => {
    render(
      <a href="/orders" className={buttonClass({ tone: 'secondary' })}>
        View all
      </a>,
    )

    const link = screen.getByRole('link', { name: 'View all' })
    expect(link.className).toBe(buttonClass({ tone: 'secondary' }))
    expect(buttonClass({ tone: 'secondary' })).not.toBe(buttonClass({ tone: 'primary' }))
  })
})
