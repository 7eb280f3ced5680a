import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    render(
      <Dialog
        trigger={<Button>Raise Dispute</Button>}
        title="Raise a dispute"
        description="Tell us what went wrong"
      >
        <p>Form goes here</p>
      </Dialog>,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Raise Dispute' }))

    const dialog = screen.getByRole('dialog', { name: 'Raise a dispute' })
    expect(dialog).toHaveAccessibleDescription('Tell us what went wrong')
    expect(dialog).toHaveTextContent('Form goes here')
  })

  it('has no description reference when it has no description', async () => {
    render(<Dialog trigger={<Button>Open</Button>} title="All Notifications" side="right" />)

    await userEvent.click(screen.getByRole('button', { name: 'Open' }))

    expect(screen.getByRole('dialog', { name: 'All Notifications' })).not.toHaveAttribute(
      'aria-describedby',
    )
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    render(
      <Dialog trigger={<Button>Open</Button>} title="Details">
        <input aria-label="Reason" />
      </Dialog>,
    )
    const trigger = screen.getByRole('button', { name: 'Open' })

    await userEvent.click(trigger)
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes with the Close button', async () => {
    render(<Dialog trigger={<Button>Open</Button>} title="Details" />)

    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('keeps Tab inside the dialog', async () => {
    render(
      <>
        <Dialog trigger={<Button>Open</Button>} title="Details">
          <input aria-label="Reason" />
        </Dialog>
        <button type="button">Outside</button>
      </>,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus()
  })

  it('can be controlled without a trigger', async () => {
    const onOpenChange = vi.fn()
    function Controlled() {
      const [open, setOpen] = useState(true)
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next)
            setOpen(next)
          }}
          title="All Notifications"
          side="right"
        >
          <p>No notifications</p>
        </Dialog>
      )
    }
    render(<Controlled />)

    expect(screen.getByRole('dialog', { name: 'All Notifications' })).toHaveTextContent(
      'No notifications',
    )
    await userEvent.keyboard('{Escape}')

    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
