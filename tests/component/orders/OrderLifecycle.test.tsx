import { useSuspenseQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '~/contract/escrow'
import { loadOverlays } from '~/components/overlays-loader'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { orderKeys, orderQueries } from '~/features/orders/queries'
import type { PaymentAdapter, PaymentResult } from '~/lib/payment-port'
import { sessionKeys } from '~/lib/session/profile'
import { fakeApi, type FakeCall } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'
import { adasOrder, ADA, BAYO, DELIVERED } from '../../support/order-data'
import { anOrder, aUser } from '../../support/test-data'

// Lifecycle spec §2 on the order page: the sandbox build these tests run as has every part on.

/** Ada as the seller who created the order (the viewer by default, as aUser); Bayo the buyer. */
const sellerOrder = adasOrder

/** Bayo created it as the buyer; Ada is the seller. */
function buyerOrder(fields: Partial<Order> = {}): Order {
  return anOrder({ initiator_role: 'buyer', ...fields })
}

function payments(result: PaymentResult = { status: 'success' }): PaymentAdapter {
  return { resume: vi.fn(() => Promise.resolve(result)) }
}

async function renderAs(
  order: Order,
  { email = ADA, wallet = '250000.50', payment = payments() } = {},
) {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ email, wallet_balance: wallet }))
  return renderInApp(<OrderDetail order={order} signedIn />, {
    path: `/orders/${order.public_id}`,
    queryClient,
    payments: payment,
  })
}

function actionNames(): string[] {
  const item = screen.getByRole('region', { name: 'Leather sofa' })
  return within(item)
    .queryAllByRole('button')
    .concat(within(item).queryAllByRole('link'))
    .map((element) => element.textContent.trim())
    .filter((name) => !name.startsWith('Show photo'))
}

/** Where focus goes once a lifecycle action succeeded (its trigger goes with the old state). */
async function expectHeadingFocused() {
  const heading = screen.getByRole('heading', { level: 1, name: 'Order #ESC-1001' })
  await waitFor(() => expect(document.activeElement).toBe(heading))
}

/** Bayo accepted Ada's order and closed the pop-up: no `paid` event. */
const ACCEPTED_EVENTS: Order['events'] = [
  { type: 'created', at: '2026-11-01T10:00:00.000Z', by: 'seller' },
  { type: 'accepted', at: '2026-11-01T11:00:00.000Z', by: 'buyer' },
]

// The dialogs (and Radix under them) load on demand: their modules are transformed once here, so
// a busy machine does not spend the first dialog's wait on it.
beforeAll(async () => {
  await Promise.all([
    import('~/features/orders/components/detail/DeliverDialog'),
    import('~/features/orders/components/detail/ConfirmDialogs'),
    loadOverlays(),
  ])
})

interface FakeAnswer {
  status: number
  body: unknown
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the order page: one primary action per role × state', () => {
  it.each<[string, Order, string, string[]]>([
    [
      'receiver buyer of a pending order',
      buyerOrder({
        initiator_role: 'seller',
        initiator: { full_name: 'Bayo', email: BAYO },
        receiver_email: ADA,
      }),
      ADA,
      ['Accept', 'Decline'],
    ],
    ['initiator seller of a pending order', sellerOrder(), ADA, ['Withdraw order']],
    [
      'buyer initiator awaiting payment',
      buyerOrder({
        awaiting_payment: true,
        initiator: { full_name: 'Adaeze', email: ADA },
        receiver_email: BAYO,
        receiver: null,
      }),
      ADA,
      ['Pay now', 'Withdraw order'],
    ],
    [
      'receiver buyer who accepted, awaiting payment (the pop-up closed)',
      sellerOrder({ awaiting_payment: true }),
      BAYO,
      ['Pay now', 'Decline'],
    ],
    [
      'receiver buyer who accepted, from a provider that sends only the history',
      sellerOrder({ events: ACCEPTED_EVENTS }),
      BAYO,
      ['Pay now', 'Decline'],
    ],
    [
      'initiator seller of an accepted, unpaid order (history only)',
      sellerOrder({ events: ACCEPTED_EVENTS }),
      ADA,
      ['Withdraw order'],
    ],
    [
      'receiver seller of an unpaid order',
      buyerOrder({ awaiting_payment: true }),
      ADA,
      ['Decline'],
    ],
    [
      'seller of an active undelivered order',
      sellerOrder({ status: 'active', expected_delivery_date: '2099-01-01' }),
      ADA,
      ['Mark as delivered', 'Raise Dispute'],
    ],
    [
      'seller of a delivered order',
      sellerOrder({ status: 'active', ...DELIVERED }),
      ADA,
      ['Raise Dispute'],
    ],
    [
      'buyer of an active order',
      sellerOrder({ status: 'active', expected_delivery_date: '2099-01-01' }),
      BAYO,
      ['Release funds', 'Raise Dispute'],
    ],
    ['buyer of a disputed order', sellerOrder({ status: 'disputed' }), BAYO, []],
    ['seller of a completed order', sellerOrder({ status: 'completed' }), ADA, []],
    [
      'someone who is not a party, on a pending order',
      sellerOrder({ status: 'pending' }),
      'eve@escrow.test',
      [],
    ],
    [
      'someone who is not a party, on an active order',
      sellerOrder({ status: 'active', expected_delivery_date: '2020-01-01' }),
      'eve@escrow.test',
      [],
    ],
  ])('%s', async (_name, order, email, expected) => {
    await renderAs(order, { email })
    expect(actionNames()).toEqual(expected)
    if (email === 'eve@escrow.test') {
      expect(
        screen.getByText('Only the buyer and the seller of this order can act on it.'),
      ).toBeVisible()
    }
  })

  it("says 'Total to pay' before payment, and shows the photos, the courier and the badges", async () => {
    const view = await renderAs(
      sellerOrder({
        awaiting_payment: true,
        logistic_service: 'okada_express',
        images: ['/api/v1/images/a', '/api/v1/images/b'],
      }),
      { email: BAYO },
    )
    const breakdown = screen.getByRole('region', { name: 'Payment breakdown' })
    expect(within(breakdown).getByText('Total to pay')).toBeInTheDocument()
    expect(within(breakdown).queryByText('Total Paid')).not.toBeInTheDocument()
    expect(screen.getByText('Logistics service').nextElementSibling).toHaveTextContent(
      'Okada Express',
    )

    // The gallery: arrows move between the photos, the reader hears which one is shown.
    const photos = screen.getByRole('region', { name: 'Photos' })
    expect(within(photos).getByRole('img', { name: 'Leather sofa, photo 1 of 2' })).toBeVisible()
    const first = within(photos).getByRole('button', { name: 'Show photo 1 of 2' })
    expect(first).toHaveAttribute('aria-current', 'true')
    first.focus()
    await view.user.keyboard('{ArrowRight}')
    const second = within(photos).getByRole('button', { name: 'Show photo 2 of 2' })
    expect(second).toHaveFocus()
    expect(second).toHaveAttribute('aria-current', 'true')
    expect(within(photos).getByRole('img', { name: 'Leather sofa, photo 2 of 2' })).toBeVisible()
    expect(within(photos).getByText('Photo 2 of 2')).toBeInTheDocument()
    view.unmount()

    await renderAs(sellerOrder({ status: 'disputed' }))
    expect(screen.getAllByText('Under dispute')[0]).toHaveAttribute('data-status', 'disputed')
  })

  it('loads only http(s) photos: a javascript: or data: address from the provider is dropped', async () => {
    await renderAs(
      sellerOrder({
        images: ['javascript:window.__pwned=1', 'data:image/png;base64,AAAA', '/api/v1/images/a'],
      }),
    )
    const photos = screen.getByRole('region', { name: 'Photos' })
    const shown = within(photos).getByRole('img', { name: 'Leather sofa, photo 1 of 1' })
    expect(shown).toHaveAttribute('src', `${window.location.origin}/api/v1/images/a`)
    expect(document.querySelectorAll('[src^="javascript:"], [src^="data:"]')).toHaveLength(0)
  })

  it("shows 'Refunded' for a cancelled order with refunded_at", async () => {
    await renderAs(sellerOrder({ status: 'cancelled', refunded_at: '2026-11-05T10:00:00Z' }))
    const header = screen.getByRole('heading', { level: 1, name: /^Order #/ }).closest('header')
    expect(within(header as HTMLElement).getByText('Refunded')).toBeInTheDocument()
  })

  it('shows the inspection period to both parties, and the time left to the buyer', async () => {
    const order = sellerOrder({ status: 'active', ...DELIVERED })
    const view = await renderAs(order, { email: BAYO })
    expect(screen.getByText(/^Inspection period ends /)).toBeInTheDocument()
    expect(screen.getByText(/^2 days 2[23] hours left to release the funds/)).toBeInTheDocument()
    view.unmount()

    await renderAs(order, { email: ADA })
    expect(screen.getByText(/^Inspection period ends /)).toBeInTheDocument()
    expect(screen.queryByText(/left to release/)).not.toBeInTheDocument()
  })

  it('draws the tracker and the timeline from the events, with their dates', async () => {
    await renderAs(
      sellerOrder({
        status: 'active',
        ...DELIVERED,
        events: [
          { type: 'created', at: '2026-03-01T09:00:00.000Z', by: 'seller' },
          { type: 'accepted', at: '2026-03-02T09:00:00.000Z', by: 'buyer' },
          { type: 'paid', at: '2026-03-02T09:05:00.000Z', by: 'buyer' },
          { type: 'delivered', at: '2026-03-03T09:00:00.000Z', by: 'seller' },
        ],
      }),
    )
    const progress = screen.getByRole('list', { name: 'Order progress' })
    const current = within(progress).getByText('Delivery confirmed').closest('li')
    expect(current).toHaveAttribute('aria-current', 'step')
    expect(current).toHaveTextContent(/Mar 3/)
    const dates = screen.getByRole('list', { name: 'Order dates' })
    expect(within(dates).getByText('Paid into escrow').closest('li')).toHaveTextContent(
      /Mar 2.*By the buyer/,
    )
  })
})

describe('Mark as delivered', () => {
  const active = sellerOrder({ status: 'active', expected_delivery_date: '2099-01-01' })

  it('checks the lengths, keeps what was typed through a failure, and sends one request per click', async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: { detail: 'Only the seller can mark this order delivered' },
    }
    let release: () => void = () => {}
    const calls = fakeApi({
      'POST /escrow/ESC-1001/deliver': () =>
        answer.status === 200
          ? new Promise((resolve) => {
              release = () => resolve(answer)
            })
          : answer,
    })
    const { user } = await renderAs(active)
    await user.click(screen.getByRole('button', { name: 'Mark as delivered' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark as delivered' })
    const note = within(dialog).getByLabelText('Delivery note')
    const tracking = within(dialog).getByLabelText('Tracking number')

    // The contract's limit, checked before anything is sent.
    await user.click(tracking)
    await user.paste('T'.repeat(101))
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }))
    expect(await within(dialog).findByText('At most 100 characters')).toBeInTheDocument()
    expect(tracking).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toHaveLength(0)
    await user.clear(tracking)
    expect(tracking).not.toHaveAttribute('aria-invalid')
    await user.type(tracking, 'GIG-12345')
    await user.type(note, 'Left with the gate man')

    // 403, 400 and 422 details shown in the dialog; the text stays.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the seller can mark this order delivered',
    )
    expect(note).toHaveValue('Left with the gate man')
    expect(tracking).toHaveValue('GIG-12345')
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({
      delivery_note: 'Left with the gate man',
      tracking_number: 'GIG-12345',
    })

    answer = { status: 400, body: { detail: 'Order already marked delivered' } }
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Order already marked delivered'),
    )

    answer = {
      status: 422,
      body: {
        detail: [
          { loc: ['body', 'delivery_note'], msg: 'At most 1000 characters', type: 'value_error' },
        ],
      },
    }
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Delivery note: At most 1000 characters',
      ),
    )
    // The 422's message goes on its field too (the form kit's server errors).
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'))
    expect(note).toHaveValue('Left with the gate man')

    // One click, one request: a double click while it runs sends nothing more.
    answer = { status: 200, body: { ...active, ...DELIVERED } }
    const confirm = within(dialog).getByRole('button', { name: 'Confirm delivery' })
    await user.dblClick(confirm)
    await waitFor(() => expect(calls).toHaveLength(4))
    release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toHaveLength(4)
    await expectHeadingFocused()
  })
})

describe('Release funds', () => {
  const active = sellerOrder({ status: 'active', ...DELIVERED })

  it('states what the seller receives, shows a 409 in place, and releases once', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { detail: 'Order is under dispute' },
    }
    const calls = fakeApi({ 'POST /escrow/ESC-1001/release': () => answer })
    const { user } = await renderAs(active, { email: BAYO })
    await user.click(screen.getByRole('button', { name: 'Release funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Release funds' })
    // ₦150,000 less the seller's half of the ₦300 fee.
    expect(dialog).toHaveTextContent('Adaeze Okafor receives ₦149,850.00')
    expect(dialog).toHaveTextContent('This cannot be undone')
    const confirm = within(dialog).getByRole('button', { name: 'Release ₦150,000.00' })
    // Agreements §10: the password, typed again after every failure (the field is emptied).
    const password = within(dialog).getByLabelText('Password')

    await user.type(password, 'sandbox123')
    await user.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order is under dispute')
    // A failed release leaves the order as it was: the dialog and the page's action stay.
    expect(screen.getByRole('button', { name: 'Release funds', hidden: true })).toBeInTheDocument()
    expect(password).toHaveValue('')

    answer = { status: 403, body: { detail: 'Only the buyer can release the funds' } }
    await user.type(password, 'sandbox123')
    await user.click(confirm)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Only the buyer can release the funds',
      ),
    )

    answer = { status: 200, body: { ...active, status: 'completed' } }
    await user.type(password, 'sandbox123')
    await user.dblClick(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expectHeadingFocused()
    expect(calls.map((call) => `${call.method} ${call.path} ${call.body}`)).toEqual([
      'POST /escrow/ESC-1001/release {"password":"sandbox123"}',
      'POST /escrow/ESC-1001/release {"password":"sandbox123"}',
      'POST /escrow/ESC-1001/release {"password":"sandbox123"}',
    ])
  })
})

describe('Withdraw order', () => {
  it('asks first, shows a 400 in place, and withdraws through the cancel call', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { detail: 'Order is not pending' },
    }
    const calls = fakeApi({ 'GET /escrow/ESC-1001/cancel': () => answer })
    const { user } = await renderAs(sellerOrder())
    await user.click(screen.getByRole('button', { name: 'Withdraw order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw order' })
    expect(dialog).toHaveTextContent('Bayo Adeyemi can no longer accept it')

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw order' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order is not pending')

    answer = { status: 200, body: { message: 'Order withdrawn' } }
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toHaveLength(2)
    await expectHeadingFocused()

    // Keep order closes without a call, and focus goes back to the button.
    await user.click(screen.getByRole('button', { name: 'Withdraw order' }))
    const again = await screen.findByRole('dialog', { name: 'Withdraw order' })
    await user.click(within(again).getByRole('button', { name: 'Keep order' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toHaveLength(2)
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw order' })),
    )
  })
})

describe('Pay now', () => {
  // Bayo created it as the buyer and closed the pop-up.
  const awaiting = buyerOrder({ awaiting_payment: true })

  it('offers the wallet when it covers the total, and pays from it', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { detail: 'Insufficient wallet balance' },
    }
    const calls = fakeApi({ 'POST /escrow/ESC-1001/pay': () => answer })
    const payment = payments()
    const { user } = await renderAs(awaiting, { email: BAYO, payment })
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' })
    expect(dialog).toHaveTextContent('Pay ₦150,150.00 into escrow')
    await user.click(
      within(dialog).getByRole('button', { name: 'Pay from wallet (₦250,000.50 available)' }),
    )
    const password = within(dialog).getByLabelText('Password')
    const confirm = within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' })
    await user.type(password, 'sandbox123')
    await user.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Insufficient wallet balance',
    )

    answer = { status: 200, body: { ...awaiting, awaiting_payment: false, status: 'active' } }
    await user.type(password, 'sandbox123')
    await user.dblClick(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await expectHeadingFocused()
    expect(calls.map((call) => JSON.parse(call.body) as unknown)).toEqual([
      { method: 'wallet', password: 'sandbox123' },
      { method: 'wallet', password: 'sandbox123' },
    ])
    expect(payment.resume).not.toHaveBeenCalled()
  })

  it('opens the card pop-up at once when the wallet does not cover it, and shows its failure', async () => {
    const calls = fakeApi({
      'POST /escrow/ESC-1001/pay': () => ({ status: 200, body: { access_code: 'code-9' } }),
    })
    const payment = payments({ status: 'error', message: 'The payment window could not load.' })
    const { user } = await renderAs(awaiting, { email: BAYO, wallet: '100.00', payment })
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment window could not load.')
    expect(payment.resume).toHaveBeenCalledWith('code-9')
    expect(calls.map((call) => JSON.parse(call.body) as unknown)).toEqual([{ method: 'card' }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('pays by card from the choice', async () => {
    fakeApi({
      'POST /escrow/ESC-1001/pay': () => ({ status: 200, body: { access_code: 'code-7' } }),
    })
    const payment = payments({ status: 'success' })
    const { user } = await renderAs(awaiting, { email: BAYO, payment })
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' })
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }))
    await waitFor(() => expect(payment.resume).toHaveBeenCalledWith('code-7'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('Accept as the receiving buyer: accepting is paying', () => {
  /**
   * Bayo, the buyer, is asked to accept Ada's order. The fake provider keeps the order and changes
   * it as the sandbox does: accepted (awaiting payment) on accept, active once paid from the wallet.
   * The page reads the order through its query, as the route does, so it follows each change.
   */
  function provider(routes: Record<string, (call: FakeCall) => FakeAnswer> = {}) {
    const server = { order: sellerOrder() }
    const accepted = () => {
      server.order = sellerOrder({ awaiting_payment: true, events: ACCEPTED_EVENTS })
      return { status: 200, body: { access_code: 'code-1' } }
    }
    const paid = () => {
      server.order = sellerOrder({ status: 'active', awaiting_payment: false })
      return { status: 200, body: server.order }
    }
    const calls = fakeApi({
      'GET /escrow/ESC-1001': () => ({ status: 200, body: server.order }),
      'GET /escrow/ESC-1001/accept': accepted,
      'POST /escrow/ESC-1001/pay': paid,
      ...routes,
    })
    /** The calls that change something (the order page's own refetches left out). */
    const actions = () =>
      calls
        .filter((call) => call.path !== '/escrow/ESC-1001')
        .map((call) => `${call.method} ${call.path}${call.body ? ` ${call.body}` : ''}`)
    return { server, actions }
  }

  function LiveOrder() {
    const { data } = useSuspenseQuery(orderQueries.detail('ESC-1001', 'signed-in'))
    return <OrderDetail order={data} signedIn />
  }

  async function renderLive({ wallet = '250000.50', payment = payments() } = {}) {
    const queryClient = appQueryClient()
    queryClient.setQueryData(sessionKeys.profile, aUser({ email: BAYO, wallet_balance: wallet }))
    queryClient.setQueryData(orderKeys.detail('ESC-1001', 'signed-in'), sellerOrder())
    return renderInApp(<LiveOrder />, { path: '/orders/ESC-1001', queryClient, payments: payment })
  }

  const accept = () => screen.getByRole('button', { name: 'Accept' })

  it('offers the wallet or the card before anything is sent; closing the choice sends nothing', async () => {
    const { actions } = provider()
    const payment = payments()
    const { user } = await renderLive({ payment })

    await user.click(accept())
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    expect(dialog).toHaveTextContent('Accept the order and pay ₦150,150.00 into escrow')
    expect(
      within(dialog).getByRole('button', { name: 'Pay from wallet (₦250,000.50 available)' }),
    ).toBeEnabled()
    expect(within(dialog).getByRole('button', { name: 'Pay by card' })).toBeEnabled()
    expect(actions()).toEqual([])

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(accept()).toHaveFocus()
    expect(actions()).toEqual([])
    expect(payment.resume).not.toHaveBeenCalled()
  })

  it("'Pay from wallet' accepts, then pays from the wallet: one request each, and the order is paid", async () => {
    const { actions } = provider()
    const payment = payments()
    const { user } = await renderLive({ payment })

    await user.click(accept())
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Pay from wallet (₦250,000.50 available)' }),
    )
    await user.type(within(dialog).getByLabelText('Password'), 'sandbox123')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' }))
    expect(await screen.findByRole('button', { name: 'Release funds' })).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order #ESC-1001' }).nextSibling,
    ).toHaveTextContent('Active')
    expect(actions()).toEqual([
      'GET /escrow/ESC-1001/accept',
      'POST /escrow/ESC-1001/pay {"method":"wallet","password":"sandbox123"}',
    ])
    expect(payment.resume).not.toHaveBeenCalled()
  })

  it("'Pay by card' accepts and resumes the checkout with the accept's code; cancelled, the order asks for Pay now", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { actions } = provider()
    const payment = payments({ status: 'cancelled' })
    const { user } = await renderLive({ payment })

    await user.click(accept())
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }))
    await waitFor(() => expect(payment.resume).toHaveBeenCalledWith('code-1'))

    // Accepted, not paid: Pay now and Decline where Accept was, and 'Total to pay'.
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(actionNames()).toEqual(['Pay now', 'Decline'])
    const breakdown = screen.getByRole('region', { name: 'Payment breakdown' })
    expect(within(breakdown).getByText('Total to pay')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(actions()).toEqual(['GET /escrow/ESC-1001/accept'])
  })

  it('opens the card pop-up at once when the wallet does not cover the total', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { actions } = provider()
    const payment = payments({ status: 'cancelled' })
    const { user } = await renderLive({ wallet: '150149.99', payment })

    await user.click(accept())
    await waitFor(() => expect(payment.resume).toHaveBeenCalledWith('code-1'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled()
    expect(actions()).toEqual(['GET /escrow/ESC-1001/accept'])
  })

  it("shows a failed accept in the choice (the server's detail, else the fallback); nothing is paid", async () => {
    let answer: FakeAnswer = { status: 403, body: { detail: 'Only the receiver can accept it' } }
    const { actions } = provider({ 'GET /escrow/ESC-1001/accept': () => answer })
    const { user } = await renderLive()

    await user.click(accept())
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Pay from wallet (₦250,000.50 available)' }),
    )
    const password = within(dialog).getByLabelText('Password')
    const confirm = within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' })
    await user.type(password, 'sandbox123')
    await user.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the receiver can accept it',
    )

    answer = { status: 500, body: {} }
    await user.type(password, 'sandbox123')
    await user.click(confirm)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'An error occurred while accepting the order.',
      ),
    )
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while accepting the order.',
    )
    expect(actionNames()).toEqual(['Accept', 'Decline'])
    expect(actions()).toEqual(['GET /escrow/ESC-1001/accept', 'GET /escrow/ESC-1001/accept'])
  })

  it("shows one failure at a time: a failed Decline gives way to a later Accept's, and back", async () => {
    const { actions } = provider({
      'GET /escrow/ESC-1001/accept': () => ({ status: 500, body: {} }),
      'GET /escrow/ESC-1001/cancel': () => ({ status: 502, body: null }),
    })
    const { user } = await renderLive({ wallet: '100.00' })
    const decline = screen.getByRole('button', { name: 'Decline' })

    await user.click(decline)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while declining the order.',
    )
    await user.click(accept())
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while accepting the order.',
      ),
    )
    await user.click(decline)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while declining the order.',
      ),
    )
    expect(actions()).toEqual([
      'GET /escrow/ESC-1001/cancel',
      'GET /escrow/ESC-1001/accept',
      'GET /escrow/ESC-1001/cancel',
    ])
  })

  it('shows a failed wallet payment after the accept as a payment failure, and the order then asks for Pay now', async () => {
    const { actions } = provider({
      'POST /escrow/ESC-1001/pay': () => ({ status: 502, body: null }),
    })
    const { user } = await renderLive()

    await user.click(accept())
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Pay from wallet (₦250,000.50 available)' }),
    )
    await user.type(within(dialog).getByLabelText('Password'), 'sandbox123')
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An error occurred while paying for the order.',
    )
    // Accepted: the choice now reads as Pay now's, and so does the button behind it.
    expect(screen.getByRole('dialog', { name: 'Pay now' })).toBe(dialog)
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while paying for the order.',
    )
    expect(actionNames()).toEqual(['Pay now', 'Decline'])
    expect(actions()).toEqual([
      'GET /escrow/ESC-1001/accept',
      'POST /escrow/ESC-1001/pay {"method":"wallet","password":"sandbox123"}',
    ])
  })
})
