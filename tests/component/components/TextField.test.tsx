import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from '~/components/TextField'

describe('TextField', () => {
  it('labels the input', () => {
    render(<TextField label="Email" name="email" type="email" autoComplete="email" />)

    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('name', 'email')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAttribute('autocomplete', 'email')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('describes the input with its hint', () => {
    render(<TextField label="Phone" hint="10 to 15 digits" inputMode="tel" />)

    const input = screen.getByRole('textbox', { name: 'Phone' })
    expect(input).toHaveAccessibleDescription('10 to 15 digits')
    expect(input).toHaveAttribute('inputmode', 'tel')
  })

  it('shows the error as the accessible description and marks the input invalid', () => {
    render(<TextField label="Email" error="Invalid email" />)

    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(screen.getByText('Invalid email')).toBeVisible()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Invalid email')
  })

  it('keeps the hint in the description next to the error, and does not make the error a live alert', () => {
    render(<TextField label="NIN" hint="11 digits" error="NIN is required" />)

    const input = screen.getByRole('textbox', { name: 'NIN' })
    expect(input).toHaveAccessibleDescription('NIN is required 11 digits')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps an aria-describedby passed by the caller', () => {
    render(
      <>
        <p id="extra">We never share it</p>
        <TextField label="Email" aria-describedby="extra" error="Required" />
      </>,
    )

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Required We never share it',
    )
  })

  it('forwards value, onChange and onBlur', async () => {
    const onBlur = vi.fn()
    function Controlled() {
      const [value, setValue] = useState('')
      return (
        <TextField
          label="Full name"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={onBlur}
        />
      )
    }
    render(<Controlled />)

    const input = screen.getByRole('textbox', { name: 'Full name' })
    await userEvent.type(input, 'Ada Obi')
    await userEvent.tab()

    expect(input).toHaveValue('Ada Obi')
    expect(onBlur).toHaveBeenCalledTimes(1)
  })

  it('gives each field its own ids', () => {
    render(
      <>
        <TextField label="First" error="First error" />
        <TextField label="Second" error="Second error" />
      </>,
    )

    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAccessibleDescription(
      'First error',
    )
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveAccessibleDescription(
      'Second error',
    )
  })
})
