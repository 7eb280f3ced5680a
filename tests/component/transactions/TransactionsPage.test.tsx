import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WalletTransaction } from '~/contract/wallet'
import { TransactionsLoadError } from '~/features/transactions/components/TransactionsLoadError'
import { TransactionsPage } from '~/features/transactions/components/TransactionsPage'
import {
  TRANSACTIONS_FAILURE_LOG,
  transactionKeys,
  transactionQueries,
} from '~/features/transactions/queries'
import type { DirectionFilter } from '~/features/transactions/search-params'
import { appQueryClient, renderWithRouter } from '../../support/render'

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
  const queryClient = appQueryClient()
  queryClient.setQueryData(transactionKeys.list(), data)
  return renderWithRouter(<Harness />, { queryClient })
}

/**
 * A route wired like src/routes/_shell/_authed/transactions.tsx: the loader waits, errors go to the
 * view.
 */
async function renderRoute(queryClient: QueryClient) {
  const rootRoute = createRootRoute({ component: Outlet })
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => queryClient.query({ ...transactionQueries.list(), staleTime: 'static' }),
    errorComponent: TransactionsLoadError,
    component: Harness,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  // jsdom has no layout: give the table's scroll area a height so the virtualizer shows rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('TransactionsPage', () => {
  it('shows month-to-date cards and each row with type, text, short id, signed amount and status', async () => {
    await renderPage(rows)
    expect(screen.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible()
    expect(screen.getByText('₦15,213.00')).toBeVisible() // credited this month
    expect(screen.getByText('+₦15,213.00')).toBeVisible()
    expect(screen.getByText('₦5,060.00')).toBeVisible() // debited this month
    // U+2212 MINUS SIGN, two decimals.
    expect(screen.getByText('\u2212₦5,060.00')).toBeVisible()
    expect(screen.getByText('Release for <b>Ankara</b> & co')).toBeVisible()
    expect(screen.getByText(/2222-3333/)).toBeVisible()
    expect(screen.getByText('Recent')).toBeVisible()
    expect(screen.getByText('Pending')).toBeVisible()
  })

  it('is a table with a row count and each row in its place', async () => {
    await renderPage(rows)
    const table = screen.getByRole('table', { name: 'Transactions' })
    expect(table).toHaveAttribute('aria-rowcount', '3')
    const [, first, second] = within(table).getAllByRole('row')
    expect(first).toHaveAttribute('aria-rowindex', '2')
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Escrow releaseRecent',
      'Release for <b>Ankara</b> & co',
      expect.stringMatching(/\d{1,2}:\d{2} [AP]M$/),
      '2222-3333',
      '+₦15,213.00',
      'Completed',
    ])
    expect(within(second!).getAllByRole('cell')[4]).toHaveTextContent('\u2212₦5,060.00')
  })

  it('filters by direction and by search, with the empty text', async () => {
    const user = userEvent.setup()
    await renderPage(rows)
    await user.click(screen.getByRole('tab', { name: 'Debit' }))
    expect(screen.queryByText('Release for <b>Ankara</b> & co')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Search transactions'), 'nothing like this')
    expect(screen.getByText('No transactions found.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('exports the rows shown as a CSV file named after their dates', async () => {
    const user = userEvent.setup()
    const blobs: Blob[] = []
    const created = vi.fn((blob: Blob) => {
      blobs.push(blob)
      return 'blob:test-csv'
    })
    const revoked = vi.fn()
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    await renderPage(rows)

    await user.click(screen.getByRole('tab', { name: 'Debit' }))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    const day = now.toISOString().slice(0, 10)
    const fileName = `transactions-${day}_to_${day}.csv`
    expect(await screen.findByText(`Exported 1 transaction to ${fileName}.`)).toBeVisible()
    expect(clicked).toHaveLength(1)
    expect(clicked[0]?.download).toBe(fileName)
    expect(clicked[0]?.getAttribute('href')).toBe('blob:test-csv')
    const text = await blobs[0]!.text()
    expect(text.split('\r\n')).toEqual([
      'date,amount_ngn,type,direction,status,description,id',
      `${now.toISOString()},-5060.00,withdrawal,debit,pending,Withdrawal to bank,66666666-7777-8888-9999-000000000000`,
      '',
    ])
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:test-csv'), { timeout: 2000 })
  })

  it('logs a failed load once and offers a retry that loads the list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let fail = true
    globalThis.fetch = vi.fn(() =>
      Promise.resolve(
        fail
          ? new Response('{"detail":"down"}', { status: 503 })
          : Response.json(rows, { status: 200 }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(appQueryClient())

    const retry = await screen.findByRole('button', { name: 'Try Again' })
    expect(screen.getByText("We couldn't load your transactions.")).toBeVisible()
    const failureLogs = logged.mock.calls.filter(
      ([message]) => message === TRANSACTIONS_FAILURE_LOG,
    )
    expect(failureLogs).toHaveLength(1)

    fail = false
    await user.click(retry)
    expect(await screen.findByText('Release for <b>Ankara</b> & co')).toBeVisible()
  })
})
