/**
 * The dashboard's Pending Escrows for the receiving buyer (lifecycle spec §2: accepting is paying):
 * Accept offers the wallet or the card, and an order accepted but unpaid asks for Pay now, with
 * 'Total to pay', where Accept was.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '~/contract/escrow'
import { PendingEscrows } from '~/features/orders/components/pending/PendingEscrows'
import { orderKeys } from '~/features/orders/queries'
import type { PaymentAdapter } from '~/lib/payment-port'
import { sessionKeys } from '~/lib/session/profile'
import { fakeApi } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'

const BAYO = 'bayo@escrow.test'

/** Ada sells, Bayo (the viewer) is asked to buy. */
function askedToBuy(fields: Partial<Order> = {}): Order {
  return anOrder({
    initiator_role: 'seller',
    initiator: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
    receiver: { full_name: 'Bayo Adeyemi', email: BAYO },
    receiver_email: BAYO,
    ...fields,
  })
}

const ACCEPTED: Partial<Order> = {
  awaiting_payment: true,
  events: [
    { type: 'created', at: '2026-11-01T10:00:00.000Z', by: 'seller' },
    { type: 'accepted', at: '2026-11-01T11:00:00.000Z', by: 'buyer' },
  ],
}

function seeded(orders: Order[], wallet = '250000.50') {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ email: BAYO, wallet_balance: wallet }))
  queryClient.setQueryData(orderKeys.pending(), orders)
  return queryClient
}

const card = () => screen.getByRole('article', { name: 'Leather sofa' })

beforeAll(async () => {
  await import('~/features/orders/components/pending/BuyerAnswer')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe("Pending Escrows: the receiving buyer's answer", () => {
  it("asks for Pay now and 'Total to pay' once accepted but unpaid, with Decline and no Accept", async () => {
    fakeApi({})
    await renderInApp(<PendingEscrows />, { queryClient: seeded([askedToBuy(ACCEPTED)]) })

    expect(await within(card()).findByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(within(card()).getByRole('button', { name: 'Decline' })).toBeEnabled()
    expect(within(card()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    // ₦150,000 + the buyer's half of the ₦300 fee.
    expect(card()).toHaveTextContent('Total to pay₦150,150.00')
  })

  it('Accept offers the wallet or the card first; by card it accepts, resumes the checkout and then asks for Pay now', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    let pending = [askedToBuy()]
    const calls = fakeApi({
      'GET /escrow/ESC-1001/accept': () => {
        pending = [askedToBuy(ACCEPTED)]
        return { status: 200, body: { access_code: 'code-1' } }
      },
      'GET /escrow/pending': () => ({ status: 200, body: pending }),
    })
    const payments: PaymentAdapter = {
      resume: vi.fn(() => Promise.resolve({ status: 'cancelled' as const })),
    }
    const { user } = await renderInApp(<PendingEscrows />, {
      queryClient: seeded(pending),
      payments,
    })

    expect(card()).toHaveTextContent('₦150,000.00')
    await user.click(await within(card()).findByRole('button', { name: 'Accept' }))
    await screen.findByRole('dialog', { name: 'Accept and pay' })
    // Closed, the choice sends nothing, and focus is back on Accept.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(within(card()).getByRole('button', { name: 'Accept' })).toHaveFocus(),
    )
    expect(calls).toEqual([])

    await user.click(within(card()).getByRole('button', { name: 'Accept' }))
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }))

    await waitFor(() => expect(payments.resume).toHaveBeenCalledWith('code-1'))
    expect(await within(card()).findByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(card()).toHaveTextContent('Total to pay₦150,150.00')
    expect(
      calls.filter((call) => call.path !== '/escrow/pending').map((call) => call.path),
    ).toEqual(['/escrow/ESC-1001/accept'])
  })

  it("with a wallet that does not cover it, Accept opens the card at once; the checkout's failure stays on the card, now asking for Pay now", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let pending = [askedToBuy()]
    const calls = fakeApi({
      'GET /escrow/ESC-1001/accept': () => {
        pending = [askedToBuy(ACCEPTED)]
        return { status: 200, body: { access_code: 'code-1' } }
      },
      'GET /escrow/pending': () => ({ status: 200, body: pending }),
    })
    const payments: PaymentAdapter = {
      resume: vi.fn(() =>
        Promise.resolve({
          status: 'error' as const,
          message: 'The payment window could not load.',
        }),
      ),
    }
    const { user } = await renderInApp(<PendingEscrows />, {
      queryClient: seeded(pending, '100.00'),
      payments,
    })

    await user.click(within(card()).getByRole('button', { name: 'Accept' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(payments.resume).toHaveBeenCalledWith('code-1'))
    expect(await within(card()).findByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(within(card()).getByRole('alert')).toHaveTextContent(
      'The payment window could not load.',
    )
    expect(
      calls.filter((call) => call.path !== '/escrow/pending').map((call) => call.path),
    ).toEqual(['/escrow/ESC-1001/accept'])
  })

  it('logs a failed accept only (base spec §8), and the card stays as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi({
      'GET /escrow/ESC-1001/accept': () => ({
        status: 400,
        body: { detail: 'Order is not pending' },
      }),
      'GET /escrow/pending': () => ({ status: 200, body: [askedToBuy()] }),
    })
    const { user, payments } = await renderInApp(<PendingEscrows />, {
      queryClient: seeded([askedToBuy()], '100.00'),
    })

    await user.click(await within(card()).findByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to accept order ESC-1001', expect.any(Error)),
    )
    await waitFor(() =>
      expect(within(card()).getByRole('button', { name: 'Accept' })).toBeEnabled(),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(payments.resume).not.toHaveBeenCalled()
  })
})
