import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AwaitingPayment } from '~/features/orders/components/pending/AwaitingPayment'
import { orderKeys } from '~/features/orders/queries'
import { DashboardPage } from '~/features/dashboard/components/DashboardPage'
import { sessionKeys } from '~/lib/session/profile'
import { fakeApi } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'

const ADA = 'ada@escrow.test'

function seeded() {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ email: ADA, wallet_balance: '50.00' }))
  queryClient.setQueryData(orderKeys.grouped(), {
    pending: [
      // Ada created it as the buyer and closed the pop-up: hers to pay.
      anOrder({
        public_id: 'ESC-PAY1',
        item_name: 'Generator',
        initiator_role: 'buyer',
        initiator: { full_name: 'Adaeze Okafor', email: ADA },
        receiver: null,
        receiver_email: 'bayo@escrow.test',
        awaiting_payment: true,
      }),
      // Ada sells this one: the buyer's to pay, not hers.
      anOrder({
        public_id: 'ESC-SELL',
        item_name: 'Phone',
        initiator_role: 'seller',
        initiator: { full_name: 'Adaeze Okafor', email: ADA },
        receiver_email: 'bayo@escrow.test',
        awaiting_payment: true,
      }),
      // Paid already.
      anOrder({ public_id: 'ESC-DONE', item_name: 'Sofa', initiator_role: 'seller' }),
    ],
    active: [],
    completed: [],
    cancelled: [],
  })
  return queryClient
}

describe("the dashboard's Pay now", () => {
  it("lists only the buyer's unpaid orders, and Pay now opens the card pop-up when the wallet is short", async () => {
    const queryClient = seeded()
    const calls = fakeApi({
      'POST /escrow/ESC-PAY1/pay': () => ({ status: 200, body: { access_code: 'code-1' } }),
      // Refreshed after the payment (the orders and the balances).
      'GET /escrow/all': () => ({
        status: 200,
        body: queryClient.getQueryData(orderKeys.grouped()),
      }),
      'GET /auth/me': () => ({ status: 200, body: aUser({ email: ADA, wallet_balance: '50.00' }) }),
    })
    const payments = { resume: vi.fn(() => Promise.resolve({ status: 'cancelled' as const })) }
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { user } = await renderInApp(
      <DashboardPage
        pendingEscrows={null}
        onboarding={null}
        awaitingPayment={<AwaitingPayment />}
      />,
      { queryClient, payments },
    )
    const section = screen.getByRole('region', { name: 'Awaiting your payment' })
    const cards = await within(section).findAllByRole('article')
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Generator'])
    // ₦150,000 + the buyer's half of the ₦300 fee.
    expect(cards[0]).toHaveTextContent('Total to pay₦150,150.00')

    await user.click(within(section).getByRole('button', { name: 'Pay now' }))
    await waitFor(() => expect(payments.resume).toHaveBeenCalledWith('code-1'))
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => `${call.path} ${call.body}`),
    ).toEqual(['/escrow/ESC-PAY1/pay {"method":"card"}'])
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Pay now' })).toBeEnabled(),
    )
  })

  it('shows nothing when no order waits for this buyer', async () => {
    const queryClient = seeded()
    queryClient.setQueryData(sessionKeys.profile, aUser({ email: 'eve@escrow.test' }))
    await renderInApp(<AwaitingPayment />, { queryClient })
    expect(screen.queryByRole('region', { name: 'Awaiting your payment' })).not.toBeInTheDocument()
  })
})
