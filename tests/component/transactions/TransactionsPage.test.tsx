import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { WalletTransaction } from '~/contract/wallet'
import { TransactionsPage } from '~/features/transactions/components/TransactionsPage'
import { transactionKeys } from '~/features/transactions/queries'
import type { DirectionFilter } from '~/features/transactions/transaction-view'
import { renderWithRouter, testQueryClient } from '../render-with-router'

const now = new Date()
const rows: WalletTransaction[] = [
  {
    id: '11111111-2222-3333-4444-555555555555',
    transaction_type: 'escrow_release',
    direction: 'credit',
    amount: '15213.00',
    description: 'Release for <b>Ankara</b> & co',
    status: 'completed',
    created_at: now.toISOString(),
  },
  {
    id: '66666666-7777-8888-9999-000000000000',
    transaction_type: 'withdrawal',
    direction: 'debit',
    amount: 5060,
    description: 'Withdrawal to bank',
    status: 'pending',
    created_at: now.toISOString(),
  },
]

function Harness() {
  const [direction, setDirection] = useState<DirectionFilter>('all')
  const [query, setQuery] = useState('')
  return (
    <TransactionsPage
      direction={direction}
      query={query}
      onDirectionChange={setDirection}
      onQueryChange={setQuery}
    />
  )
}

async function renderPage(data: WalletTransaction[]) {
  const queryClient = testQueryClient()
  queryClient.setQueryData(transactionKeys.list(), data)
  return renderWithRouter(<Harness />, { queryClient })
}

describe('TransactionsPage', () => {
  it('shows month-to-date cards and each row with type, text, short id, signed amount and status', async () => {
    await renderPage(rows)
    expect(screen.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible()
    expect(screen.getAllByText('₦15,213.00')).toHaveLength(2)
    expect(screen.getByText('₦5,060.00')).toBeVisible() // debited this month
    expect(screen.getByText('-₦5,060.00')).toBeVisible()
    expect(screen.getByText('Release for <b>Ankara</b> & co')).toBeVisible()
    expect(screen.getByText(/2222-3333/)).toBeVisible()
    expect(screen.getByText('Recent')).toBeVisible()
    expect(screen.getByText('Pending')).toBeVisible()
  })

  it('filters by direction and by search, with the empty text', async () => {
    const user = userEvent.setup()
    await renderPage(rows)
    await user.click(screen.getByRole('tab', { name: 'Debit' }))
    expect(screen.queryByText('Release for <b>Ankara</b> & co')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Search transactions'), 'nothing like this')
    expect(screen.getByText('No transactions found.')).toBeVisible()
  })

  it('offers a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const queryClient = testQueryClient()
    globalThis.fetch = vi.fn(() =>
      Promise.resolve(new Response('{"detail":"down"}', { status: 503 })),
    )
    await renderWithRouter(<Harness />, { queryClient })
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
