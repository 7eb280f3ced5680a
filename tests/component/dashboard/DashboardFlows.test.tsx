import { screen, waitFor, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '~/contract/escrow'
import { DashboardPage } from '~/features/dashboard/components/DashboardPage'
import { OnboardingCard } from '~/features/dashboard/components/OnboardingCard'
import { PendingEscrows } from '~/features/orders/components/pending/PendingEscrows'
import { orderQueries } from '~/features/orders/queries'
import { transactionQueries } from '~/features/transactions/queries'
import { WizardSearchSchema } from '~/features/wizard/search-params'
import { fakeApi } from '../../support/fake-api'
import { stubObjectUrls } from '../../support/image-files'
import { renderInApp } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'
import { renderWizard } from '../wizard/render-wizard'

/**
 * The dashboard as src/routes/_shell/_authed/dashboard.tsx composes it, against a fake API that
 * keeps state: what the widgets do together (an answered order leaves the list and the count),
 * which the single-widget tests (DashboardPage, PendingEscrows, OnboardingCard) do not show.
 */
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

// Ada is the seller of a sofa Bayo started (and paid): accepting it needs no payment.
const sofa = anOrder()
const laptop = anOrder({
  public_id: 'ESC-1002',
  item_name: 'Used laptop',
  item_price: 98000.5,
  initiator: { full_name: 'Chidi Obi', email: 'chidi@escrow.test' },
})
const lamp = anOrder({ public_id: 'ESC-1003', item_name: 'Desk lamp', item_price: 7500 })

/** A sandbox in miniature: accept and cancel take the order off the pending list and the count. */
function pendingServer(initial: Order[]) {
  let pending = [...initial]
  const answered = (publicId: string) => {
    pending = pending.filter((order) => order.public_id !== publicId)
  }
  const calls = fakeApi({
    'GET /auth/me': () => ({ status: 200, body: aUser({ pending_transactions: pending.length }) }),
    'GET /escrow/pending': () => ({ status: 200, body: pending }),
    'GET /escrow/all': () => ({
      status: 200,
      body: { pending, active: [], completed: [], cancelled: [] },
    }),
    'GET /trnx': () => ({ status: 200, body: [] }),
    'GET /escrow/ESC-1001/accept': () => {
      answered('ESC-1001')
      return { status: 200, body: { message: 'Order accepted' } }
    },
    'GET /escrow/ESC-1002/cancel': () => {
      answered('ESC-1002')
      return { status: 200, body: { message: 'Order declined' } }
    },
  })
  return calls
}

const section = () => screen.getByRole('region', { name: 'Pending Escrows' })
const card = (name: string) => screen.getByRole('region', { name })
const pendingCount = () => within(card('Pending orders')).getByText(/^\d+$/)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the dashboard', () => {
  it('accepts and declines pending orders: the list and the pending count follow, on the same page', async () => {
    const calls = pendingServer([sofa, laptop, lamp])
    const { user, router } = await renderInApp(<Dashboard />)

    // The first render loads every widget's data (slow on a cold, busy machine).
    await waitFor(() => expect(within(section()).getAllByRole('article')).toHaveLength(3), {
      timeout: 5000,
    })
    await waitFor(() => expect(pendingCount()).toHaveTextContent('3'))
    expect(within(section()).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/orders',
    )

    const sofaCard = within(section()).getByRole('article', { name: 'Leather sofa' })
    await user.click(within(sofaCard).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(within(section()).queryByRole('article', { name: 'Leather sofa' })).toBeNull(),
    )
    await waitFor(() => expect(pendingCount()).toHaveTextContent('2'))

    const laptopCard = within(section()).getByRole('article', { name: 'Used laptop' })
    await user.click(within(laptopCard).getByRole('button', { name: 'Decline' }))
    await waitFor(() =>
      expect(within(section()).queryByRole('article', { name: 'Used laptop' })).toBeNull(),
    )
    await waitFor(() => expect(pendingCount()).toHaveTextContent('1'))
    expect(within(section()).getAllByRole('article')).toHaveLength(1)

    expect(router.state.location.pathname).toBe('/dashboard')
    const sent = calls.map((call) => `${call.method} ${call.path}`)
    expect(sent.filter((call) => call.endsWith('/accept'))).toEqual(['GET /escrow/ESC-1001/accept'])
    expect(sent.filter((call) => call.endsWith('/cancel'))).toEqual(['GET /escrow/ESC-1002/cancel'])
  })

  it('a failed pending list is said in its own card; the balances still show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    fakeApi({
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
      'GET /escrow/pending': () =>
        fail ? { status: 503, body: { detail: 'Unavailable' } } : { status: 200, body: [sofa] },
      'GET /escrow/all': () => ({
        status: 200,
        body: { pending: [], active: [], completed: [], cancelled: [] },
      }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const { user } = await renderInApp(<Dashboard />)

    const alert = await within(section()).findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent("We couldn't load your pending escrows.")
    await waitFor(() => expect(card('Wallet balance')).toHaveTextContent('₦250,000.50'))
    expect(card('Balance in escrow')).toHaveTextContent('₦1,200.00')

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(section()).findByRole('article', { name: 'Leather sofa' })).toBeVisible()
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument()
  })

  it("'Create order' by keyboard: 'As a seller' goes to the wizard as the seller", async () => {
    pendingServer([])
    const { user, router } = await renderInApp(<Dashboard />)

    screen.getByRole('button', { name: 'Create order' }).focus()
    await user.keyboard('{Enter}')
    const asSeller = within(screen.getByRole('menu', { name: 'Create order' })).getByRole(
      'menuitem',
      { name: 'As a seller' },
    )
    await waitFor(() => expect(asSeller).toHaveFocus())
    await user.keyboard('{Enter}')

    await waitFor(() => expect(router.state.location.pathname).toBe('/escrow/new'))
    expect(router.state.location.search).toEqual({ role: 'seller' })
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('the wizard says which role the order is created as, and takes any role but buyer as seller (spec §2)', async () => {
    stubObjectUrls()
    const seller = await renderWizard({ role: 'seller' })
    expect(
      await screen.findByText(/^You are creating this order as the seller\./),
    ).toBeInTheDocument()
    seller.unmount()
    await renderWizard({ role: 'buyer' })
    expect(
      await screen.findByText(/^You are creating this order as the buyer\./),
    ).toBeInTheDocument()

    const role = (search: Record<string, unknown>) => v.parse(WizardSearchSchema, search).role
    expect(role({ role: 'buyer' })).toBe('buyer')
    expect(role({ role: 'seller' })).toBe('seller')
    expect(role({ role: 'admin' })).toBe('seller')
    expect(role({})).toBe('seller')
  })
})
