import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Timeline, type TimelineEvent } from '~/components/Timeline'

const events: TimelineEvent[] = [
  {
    date: 'Mar 1, 09:00',
    label: 'Order pending',
    description: 'Waiting to be accepted by the buyer',
  },
  { date: 'Mar 2, 10:30', label: 'Order accepted' },
  { date: 'Mar 2, 10:31', label: 'Payment in escrow', current: true },
  { date: '', label: 'Delivery confirmed' },
]

describe('Timeline', () => {
  it('is an ordered list of the events in order, with date and description', () => {
    render(<Timeline events={events} label="Order progress" />)

    const list = screen.getByRole('list', { name: 'Order progress' })
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]).toHaveTextContent('Order pending')
    expect(items[0]).toHaveTextContent('Mar 1, 09:00')
    expect(items[0]).toHaveTextContent('Waiting to be accepted by the buyer')
    expect(items[3]).toHaveTextContent('Delivery confirmed')
  })

  it('marks the current event with aria-current="step" and the others as past or future', () => {
    render(<Timeline events={events} />)

    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ])
    expect(items.map((item) => item.dataset.state)).toEqual(['past', 'past', 'current', 'future'])
  })

  it('draws an upcoming event (a date still ahead) as to come wherever it stands', () => {
    render(
      <Timeline
        events={[
          { date: 'Dec 1, 2026', label: 'Due date', upcoming: true },
          { date: 'Mar 1', label: 'Created' },
          { date: 'Mar 4', label: 'Inspection period ends', upcoming: true },
        ]}
      />,
    )

    expect(screen.getAllByRole('listitem').map((item) => item.dataset.state)).toEqual([
      'future',
      'past',
      'future',
    ])
  })

  it('has no current step when no event is current', () => {
    render(
      <Timeline
        events={[
          { date: 'Mar 1', label: 'Created' },
          { date: 'Mar 3', label: 'Updated' },
        ]}
      />,
    )

    screen
      .getAllByRole('listitem')
      .forEach((item) => expect(item).not.toHaveAttribute('aria-current'))
  })
})
