import type { QueryClient } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DashboardPage } from '~/features/dashboard/components/DashboardPage'
import { OnboardingCard } from '~/features/dashboard/components/OnboardingCard'
import { PendingEscrows } from '~/features/orders/components/pending/PendingEscrows'
import { orderKeys, orderQueries } from '~/features/orders/queries'
import { sessionKeys } from '~/lib/session/profile'
import { transactionKeys, transactionQueries } from '~/features/transactions/queries'
import { fakeApi } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'
import { aUser } from '../../support/test-data'

/** What the /dashboard route renders (as src/routes/_shell/_authed/dashboard.tsx composes it). */
function Dashboard() {
  return (
    <DashboardPage
      pendingEscrows={<PendingEscrows />}
      onboarding={
        <OnboardingCard
          sources={{ transactions: transactionQueries.list(), orders: orderQueries.grouped() }}
        />
      }
    />
  )
}

/** No pending orders, no transactions, no orders: what the onboarding card reads besides the profile. */
function withEmptyLists(queryClient: QueryClient) {
  queryClient.setQueryData(orderKeys.pending(), [])
  queryClient.setQueryData(transactionKeys.list(), [])
  queryClient.setQueryData(orderKeys.grouped(), {
    pending: [],
    active: [],
    completed: [],
    cancelled: [],
  })
  return queryClient
}

/** A client whose cache already holds the profile (as after sign-in) and no pending orders. */
function seededClient(user = aUser()) {
  const queryClient = withEmptyLists(appQueryClient())
  queryClient.setQueryData(sessionKeys.profile, user)
  return queryClient
}

const card = (name: string) => screen.getByRole('region', { name })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('DashboardPage', () => {
  it('greets the user by first name and shows the three summary cards', async () => {
    await renderInApp(<Dashboard />, { queryClient: seededClient() })

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Adaeze' })).toBeVisible()
    // wallet_balance arrives as a numeric string, escrow_balance as a number.
    expect(card('Wallet balance')).toHaveTextContent('₦250,000.50')
    expect(card('Balance in escrow')).toHaveTextContent('₦1,200.00')
    expect(card('Pending orders')).toHaveTextContent('2')
  })

  it('formats balances with en-US grouping and exactly two decimals', async () => {
    await renderInApp(<Dashboard />, {
      queryClient: seededClient(aUser({ wallet_balance: '1234567.8', escrow_balance: 0.005 })),
    })

    expect(card('Wallet balance')).toHaveTextContent('₦1,234,567.80')
    expect(card('Balance in escrow')).toHaveTextContent('₦0.01')
  })

  it('masks and unmasks each balance with its own eye toggle; the pending card has none', async () => {
    const { user } = await renderInApp(<Dashboard />, { queryClient: seededClient() })
    const hideWallet = screen.getByRole('button', { name: 'Hide wallet balance' })
    expect(hideWallet).toHaveAttribute('aria-pressed', 'false')

    await user.click(hideWallet)

    expect(hideWallet).toHaveAttribute('aria-pressed', 'true')
    expect(card('Wallet balance')).toHaveTextContent('****')
    expect(card('Wallet balance')).not.toHaveTextContent('₦')
    expect(card('Balance in escrow')).toHaveTextContent('₦1,200.00')

    await user.click(screen.getByRole('button', { name: 'Hide escrow balance' }))
    expect(card('Balance in escrow')).toHaveTextContent('****')

    await user.click(hideWallet)
    expect(hideWallet).toHaveAttribute('aria-pressed', 'false')
    expect(card('Wallet balance')).toHaveTextContent('₦250,000.50')
    expect(within(card('Pending orders')).queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows skeletons with the cards in place while the profile loads', async () => {
    fakeApi({ 'GET /auth/me': () => new Promise(() => {}) })
    const queryClient = withEmptyLists(appQueryClient())
    await renderInApp(<Dashboard />, { queryClient })

    expect(screen.getByRole('status')).toHaveTextContent('Loading your balances')
    expect(screen.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible()
    for (const name of ['Wallet balance', 'Balance in escrow', 'Pending orders']) {
      expect(card(name)).toBeVisible()
      expect(within(card(name)).queryByRole('button')).not.toBeInTheDocument()
    }
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument()
  })

  it('logs a failed profile fetch and offers a retry instead of zeros', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    fakeApi({
      'GET /auth/me': () =>
        fail ? { status: 500, body: { detail: 'Server error' } } : { status: 200, body: aUser() },
    })
    const queryClient = withEmptyLists(appQueryClient())
    const { user } = await renderInApp(<Dashboard />, { queryClient })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your balances.")
    expect(screen.queryByText(/₦/)).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(
      'Failed to load the profile for the dashboard',
      expect.any(Error),
    )

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    await waitFor(() => expect(card('Wallet balance')).toHaveTextContent('₦250,000.50'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("'Create order' opens a menu; choosing a role closes it and goes to the wizard", async () => {
    const { user, router } = await renderInApp(<Dashboard />, { queryClient: seededClient() })

    await user.click(screen.getByRole('button', { name: 'Create order' }))
    const menu = screen.getByRole('menu', { name: 'Create order' })
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['As a seller', 'As a buyer'])
    expect(within(menu).getByRole('menuitem', { name: 'As a buyer' })).toHaveAttribute(
      'href',
      '/escrow/new?role=buyer',
    )

    await user.click(within(menu).getByRole('menuitem', { name: 'As a buyer' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/escrow/new'))
    expect(router.state.location.search).toEqual({ role: 'buyer' })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('shows the onboarding steps at 0% done and the profile card', async () => {
    await renderInApp(<Dashboard />, { queryClient: seededClient() })

    const onboarding = screen.getByRole('region', { name: 'Get started' })
    expect(
      within(onboarding)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Fund your wallet', 'Create your first transaction', 'Refer a friend'])
    expect(onboarding).toHaveTextContent('0% done')
    expect(within(onboarding).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')

    const profile = screen.getByRole('region', { name: 'Your profile' })
    expect(profile).toHaveTextContent('Adaeze Okafor')
    expect(profile).toHaveTextContent('ada@escrow.test')
    expect(within(profile).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
  })
})
