import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '~/contract/escrow'
import { PAYMENT_LOAD_FAILED } from '~/features/payments/payment-messages'
import { PendingEscrows } from '~/features/orders/components/pending/PendingEscrows'
import { orderKeys } from '~/features/orders/queries'
import type { PaymentAdapter } from '~/lib/payment-port'
import { fakeApi } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'

const sofa = anOrder()
const laptop = anOrder({
  public_id: 'ESC-1002',
  item_name: 'Used laptop',
  description: null,
  item_price: 98000.5,
  initiator: { full_name: null, email: 'chidi@escrow.test' },
  initiator_role: 'seller',
})
const anonymous = anOrder({
  public_id: 'ESC-1003',
  item_name: 'Bicycle',
  initiator: null,
})

function withPending(orders: Order[]) {
  const queryClient = appQueryClient()
  queryClient.setQueryData(orderKeys.pending(), orders)
  return queryClient
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const section = () => screen.getByRole('region', { name: 'Pending Escrows' })
const cardOf = (itemName: string) => screen.getByRole('article', { name: itemName })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('PendingEscrows', () => {
  it('shows skeletons and a loading status while the list loads', async () => {
    fakeApi({ 'GET /escrow/pending': () => new Promise(() => {}) })
    await renderInApp(<PendingEscrows />)

    expect(within(section()).getByRole('status')).toHaveTextContent('Loading pending escrows')
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('logs a failed fetch and offers a retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    fakeApi({
      'GET /escrow/pending': () =>
        fail ? { status: 503, body: { detail: 'Unavailable' } } : { status: 200, body: [sofa] },
    })
    const { user } = await renderInApp(<PendingEscrows />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't load your pending escrows.")
    expect(logged).toHaveBeenCalledWith('Failed to load pending escrows', expect.any(Error))

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('article', { name: 'Leather sofa' })).toBeVisible()
  })

  it('says so when nothing is pending', async () => {
    await renderInApp(<PendingEscrows />, { queryClient: withPending([]) })

    expect(section()).toHaveTextContent('No pending escrows right now.')
    expect(within(section()).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument()
  })

  it('shows one order as a card that links to its detail page, without View all', async () => {
    await renderInApp(<PendingEscrows />, { queryClient: withPending([sofa]) })

    const card = cardOf('Leather sofa')
    expect(within(card).getByRole('link', { name: 'Leather sofa' })).toHaveAttribute(
      'href',
      '/orders/ESC-1001',
    )
    expect(card).toHaveTextContent('From Bayo Adeyemi')
    expect(card).toHaveTextContent('Three-seater, dark brown')
    expect(card).toHaveTextContent('₦150,000.00')
    expect(within(card).getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(
      'Leather sofa',
    )
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled()
    expect(within(section()).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument()
  })

  it("shows several orders with 'View all'; 'From' falls back to the e-mail, then 'Somebody'", async () => {
    await renderInApp(<PendingEscrows />, { queryClient: withPending([sofa, laptop, anonymous]) })

    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(cardOf('Used laptop')).toHaveTextContent('From chidi@escrow.test')
    expect(cardOf('Used laptop')).toHaveTextContent('₦98,000.50')
    expect(cardOf('Bicycle')).toHaveTextContent('From Somebody')
    expect(within(section()).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/orders',
    )
  })

  it('opens the order when its card link is followed, but not from the buttons', async () => {
    const answer = deferred<{ status: number; body: unknown }>()
    fakeApi({
      'GET /escrow/ESC-1001/cancel': () => answer.promise,
      'GET /escrow/pending': () => ({ status: 200, body: [sofa] }),
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const { user, router } = await renderInApp(<PendingEscrows />, {
      queryClient: withPending([sofa]),
    })

    await user.click(within(cardOf('Leather sofa')).getByRole('button', { name: 'Decline' }))
    expect(router.state.location.pathname).toBe('/dashboard')
    answer.resolve({ status: 200, body: { message: 'Order declined' } })
    await waitFor(() =>
      expect(within(cardOf('Leather sofa')).getByRole('button', { name: 'Decline' })).toBeEnabled(),
    )

    await user.click(screen.getByRole('link', { name: 'Leather sofa' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/ESC-1001'))
  })

  it('shows progress on the card while accepting, then drops the accepted order and refreshes', async () => {
    const answer = deferred<{ status: number; body: unknown }>()
    let pending = [sofa, laptop]
    const calls = fakeApi({
      'GET /escrow/ESC-1001/accept': () => answer.promise,
      'GET /escrow/pending': () => ({ status: 200, body: pending }),
      'GET /auth/me': () => ({ status: 200, body: aUser({ pending_transactions: 1 }) }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const { user, payments } = await renderInApp(<PendingEscrows />, {
      queryClient: withPending(pending),
    })

    const card = cardOf('Leather sofa')
    await user.click(within(card).getByRole('button', { name: 'Accept' }))

    const accept = within(card).getByRole('button', { name: 'Accept' })
    await waitFor(() => expect(accept).toHaveAttribute('aria-busy', 'true'))
    expect(accept).toBeDisabled()
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeDisabled()
    // Only the card being answered is busy.
    expect(within(cardOf('Used laptop')).getByRole('button', { name: 'Accept' })).toBeEnabled()

    pending = [laptop]
    answer.resolve({ status: 200, body: { message: 'Order accepted' } })

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Leather sofa' })).not.toBeInTheDocument(),
    )
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(within(section()).queryByRole('link', { name: 'View all' })).not.toBeInTheDocument()
    expect(payments.resume).not.toHaveBeenCalled()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /escrow/pending')
  })

  it('sends one accept for a double click', async () => {
    const answer = deferred<{ status: number; body: unknown }>()
    const calls = fakeApi({
      'GET /escrow/ESC-1001/accept': () => answer.promise,
      'GET /escrow/pending': () => ({ status: 200, body: [] }),
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const { user } = await renderInApp(<PendingEscrows />, { queryClient: withPending([sofa]) })

    await user.dblClick(within(cardOf('Leather sofa')).getByRole('button', { name: 'Accept' }))
    answer.resolve({ status: 200, body: { message: 'Order accepted' } })

    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(calls.filter((call) => call.path === '/escrow/ESC-1001/accept')).toHaveLength(1)
  })

  it('logs a failed decline and puts the card back to normal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = deferred<{ status: number; body: unknown }>()
    fakeApi({
      'GET /escrow/ESC-1001/cancel': () => answer.promise,
      'GET /escrow/pending': () => ({ status: 200, body: [sofa] }),
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const { user } = await renderInApp(<PendingEscrows />, { queryClient: withPending([sofa]) })

    await user.click(within(cardOf('Leather sofa')).getByRole('button', { name: 'Decline' }))
    await waitFor(() =>
      expect(
        within(cardOf('Leather sofa')).getByRole('button', { name: 'Decline' }),
      ).toHaveAttribute('aria-busy', 'true'),
    )

    answer.resolve({ status: 400, body: { detail: 'Order is not pending' } })

    await waitFor(() =>
      expect(within(cardOf('Leather sofa')).getByRole('button', { name: 'Decline' })).toBeEnabled(),
    )
    const decline = within(cardOf('Leather sofa')).getByRole('button', { name: 'Decline' })
    expect(decline).not.toHaveAttribute('aria-busy')
    expect(within(cardOf('Leather sofa')).getByRole('button', { name: 'Accept' })).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Failed to decline order ESC-1001', expect.any(Error))
  })

  it("shows the payment window's failure on the card, refetches the order, and clears it on the next try", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const calls = fakeApi({
      'GET /escrow/ESC-1001/accept': () => ({
        status: 200,
        body: { message: 'Pay to accept', access_code: 'code-1' },
      }),
      'GET /escrow/pending': () => ({ status: 200, body: [sofa, laptop] }),
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
      'GET /trnx': () => ({ status: 200, body: [] }),
    })
    const resume = vi
      .fn<PaymentAdapter['resume']>()
      .mockResolvedValueOnce({ status: 'error', message: PAYMENT_LOAD_FAILED })
      .mockReturnValueOnce(new Promise(() => {}))
    const { user } = await renderInApp(<PendingEscrows />, {
      queryClient: withPending([sofa, laptop]),
      payments: { resume },
    })

    const accept = () => within(cardOf('Leather sofa')).getByRole('button', { name: 'Accept' })
    await user.click(accept())
    expect(await within(cardOf('Leather sofa')).findByRole('alert')).toHaveTextContent(
      PAYMENT_LOAD_FAILED,
    )
    expect(within(cardOf('Used laptop')).queryByRole('alert')).not.toBeInTheDocument()
    expect(accept()).toBeEnabled()
    // What the pop-up said is checked with the server.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /escrow/pending')

    await user.click(accept())
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(resume).toHaveBeenCalledTimes(2)
  })
})
