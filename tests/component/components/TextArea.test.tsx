import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextArea } from '~/components/TextArea'

describe('TextArea', () => {
  it('labels the textarea and accepts text', async () => {
    render(<TextArea label="Reason" name="reason" />)

    const textarea = screen.getByRole('textbox', { name: 'Reason' })
    expect(textarea.tagName).toBe('TEXTAREA')
    expect(textarea).toHaveAttribute('name', 'reason')
    await userEvent.type(textarea, 'Item never arrived')
    expect(textarea).toHaveValue('Item never arrived')
  })

  it('shares the error and hint contract with TextField', () => {
    render(<TextArea label="Reason" hint="Tell us what went wrong" error="Reason is required" />)

    const textarea = screen.getByRole('textbox', { name: 'Reason' })
    expect(textarea).toHaveAttribute('aria-invalid', 'true')
    expect(textarea).toHaveAccessibleDescription('Reason is required Tell us what went wrong')
    expect(screen.getByText('Reason is required')).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
