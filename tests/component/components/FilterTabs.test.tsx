import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FilterTabs, type FilterTab } from '~/components/FilterTabs'

const tabs: FilterTab[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending', count: 3 },
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
]

function Harness({
  onChange,
  initial = 'all',
}: {
  onChange: (value: string) => void
  initial?: string
}) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <FilterTabs
        tabs={tabs}
        value={value}
        label="Order status"
        controls="orders-panel"
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
      />
      <div id="orders-panel" role="tabpanel" aria-label="Orders" />
    </>
  )
}

function selectedTab() {
  return screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true')
}

describe('FilterTabs', () => {
  it('is a labelled tablist of tabs controlling the panel', () => {
    render(<Harness onChange={vi.fn()} />)

    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeInTheDocument()
    const all = screen.getAllByRole('tab')
    expect(all.map((tab) => tab.textContent)).toEqual(['All', 'Pending 3', 'Active', 'Completed'])
    all.forEach((tab) => expect(tab).toHaveAttribute('aria-controls', 'orders-panel'))
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'All' })])
  })

  it('makes only the selected tab tabbable', async () => {
    render(<Harness onChange={vi.fn()} initial="active" />)

    const tabbable = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)
    expect(tabbable).toEqual([screen.getByRole('tab', { name: 'Active' })])

    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus()
  })

  it('selects a tab on click', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)

    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }))

    expect(onChange).toHaveBeenCalledWith('pending')
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false')
  })

  it('moves focus and selection with ArrowRight and ArrowLeft, wrapping at the ends', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await userEvent.tab()

    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('pending')

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('completed')
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'Completed' })])

    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('all')
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1)
  })

  it('moves focus and selection to the last and first tab with End and Home', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} initial="pending" />)
    await userEvent.tab()

    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('completed')

    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('all')
    expect(selectedTab()).toEqual([screen.getByRole('tab', { name: 'All' })])
  })

  it('ignores other keys', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await userEvent.tab()

    await userEvent.keyboard('{ArrowDown}x')

    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
  })

  it('keeps the first tab tabbable when the value matches no tab', () => {
    render(<FilterTabs tabs={tabs} value="unknown" label="Order status" onChange={vi.fn()} />)

    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([
      screen.getByRole('tab', { name: 'All' }),
    ])
  })
})
