import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Order } from '~/contract/escrow'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import type { PaymentAdapter, PaymentResult } from '~/lib/payment-port'
import { renderInApp } from '../../support/render'
import { fakeApi } from '../../support/fake-api'
import { anOrder } from '../../support/order-data'

const SIGN_IN_HREF = '/login?redirect=%2Forders%2FESC-1001'

function payments(result: PaymentResult): PaymentAdapter {
  return { resume: vi.fn(() => Promise.resolve(result)) }
}

async function renderDetail(
  order: Order,
  { signedIn = true, payment = payments({ status: 'success' }) } = {},
) {
  return renderInApp(<OrderDetail order={order} signedIn={signedIn} />, {
    path: `/orders/${order.public_id}`,
    payments: payment,
  })
}

/** A day relative to today, as the provider sends delivery dates ("2026-03-04"). */
function dayFromToday(offset: number): string {
  const day = new Date()
  day.setDate(day.getDate() + offset)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

/** The 'Total amount' in the order's header. */
function headerTotal() {
  const header = screen.getByRole('heading', { level: 1, name: /^Order #/ }).closest('header')
  if (!header) throw new Error('the order has no header')
  return within(header).getByText('Total amount').nextElementSibling?.textContent
}

/** The amount shown next to `label` in the payment breakdown. */
function breakdownAmount(label: string) {
  const breakdown = screen.getByRole('region', { name: 'Payment breakdown' })
  return within(breakdown).getByText(label).nextElementSibling?.textContent
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OrderDetail', () => {
  it('shows the header, item, breakdown, parties, dates and the tracker at step 1 for a pending order', async () => {
    await renderDetail(
      anOrder({ item_price: '150000.00', fee_amount: '300.00', initiator_role: 'buyer' }),
    )

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(breadcrumb).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/orders',
    )
    expect(within(breadcrumb).getByText('#ESC-1001')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('heading', { level: 1, name: 'Order #ESC-1001' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Leather sofa' })).toHaveTextContent(
      'Three-seater, dark brown',
    )

    const breakdown = screen.getByRole('region', { name: 'Payment breakdown' })
    const amount = (label: string) =>
      within(breakdown).getByText(label).nextElementSibling?.textContent
    expect(amount('Item price')).toBe('₦150,000.00')
    expect(amount('Escrow fee')).toBe('₦300.00')
    expect(amount('Buyer pays half')).toBe('₦150.00')
    expect(amount('Seller pays half')).toBe('₦150.00')
    expect(amount('Total Paid')).toBe('₦150,150.00')
    expect(amount('Amount to Seller')).toBe('₦149,850.00')
    expect(headerTotal()).toBe('₦150,150.00')

    const parties = screen.getByRole('region', { name: 'Parties' })
    expect(parties).toHaveTextContent(/Buyer\s*Created the order\s*NameBayo Adeyemi/)
    expect(parties).toHaveTextContent(
      /SellerNameAdaeze OkaforE-mailada@escrow.testPhone08031234567/,
    )

    const dates = screen.getByRole('list', { name: 'Order dates' })
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.nextSibling?.firstChild?.textContent),
    ).toEqual(['Due date', 'Created', 'Updated'])

    const progress = screen.getByRole('list', { name: 'Order progress' })
    expect(within(progress).getAllByRole('listitem')).toHaveLength(6)
    expect(within(progress).getByText('Order pending').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )

    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Raise Dispute' })).not.toBeInTheDocument()
  })

  it('says what money moves: the buyer pays price + half the fee, the seller gets price − half', async () => {
    const view = await renderDetail(anOrder({ item_price: '10000.00', fee_amount: 20 }))
    expect(breakdownAmount('Escrow fee')).toBe('₦20.00')
    expect(breakdownAmount('Buyer pays half')).toBe('₦10.00')
    expect(breakdownAmount('Seller pays half')).toBe('₦10.00')
    expect(breakdownAmount('Total Paid')).toBe('₦10,010.00')
    expect(breakdownAmount('Amount to Seller')).toBe('₦9,990.00')
    expect(headerTotal()).toBe('₦10,010.00')
    view.unmount()

    // An odd kobo of fee is the buyer's: ₦30.43 = ₦15.22 + ₦15.21.
    await renderDetail(anOrder({ item_price: '15213.00', fee_amount: 30.43 }))
    expect(breakdownAmount('Escrow fee')).toBe('₦30.43')
    expect(breakdownAmount('Buyer pays half')).toBe('₦15.22')
    expect(breakdownAmount('Seller pays half')).toBe('₦15.21')
    expect(breakdownAmount('Total Paid')).toBe('₦15,228.22')
    expect(breakdownAmount('Amount to Seller')).toBe('₦15,197.79')
    expect(headerTotal()).toBe('₦15,228.22')
  })

  it('marks step 3 for an active order (paid for a seller’s order, accepted for a buyer’s) and shows a cancelled one as cancelled', async () => {
    let view = await renderDetail(anOrder({ status: 'active', initiator_role: 'seller' }))
    const progress = () => screen.getByRole('list', { name: 'Order progress' })
    expect(within(progress()).getByText('Payment in escrow').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )
    view.unmount()

    view = await renderDetail(anOrder({ status: 'active', initiator_role: 'buyer' }))
    expect(within(progress()).getByText('Order accepted').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )
    view.unmount()

    await renderDetail(anOrder({ status: 'cancelled' }))
    expect(within(progress()).getByText('Order cancelled').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    )
  })

  it('draws the due date as to come until the day comes, not as done', async () => {
    const dueItem = () =>
      within(screen.getByRole('list', { name: 'Order dates' }))
        .getByText('Due date')
        .closest('li')
    const view = await renderDetail(anOrder({ expected_delivery_date: '2099-01-01' }))
    expect(dueItem()).toHaveAttribute('data-state', 'future')
    view.unmount()

    await renderDetail(anOrder({ expected_delivery_date: '2020-01-01' }))
    expect(dueItem()).toHaveAttribute('data-state', 'past')
  })

  it('accepts without payment when no access code comes back', async () => {
    const calls = fakeApi({
      'GET /escrow/ESC-1001/accept': () => ({ status: 200, body: { message: 'Order accepted' } }),
    })
    const payment = payments({ status: 'success' })
    const { user } = await renderDetail(anOrder(), { payment })

    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/escrow/ESC-1001/accept']))
    expect(payment.resume).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('resumes the payment with the access code, and a cancelled payment shows nothing', async () => {
    fakeApi({
      'GET /escrow/ESC-1001/accept': () => ({ status: 200, body: { access_code: 'code-123' } }),
    })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const payment = payments({ status: 'cancelled' })
    const { user } = await renderDetail(anOrder(), { payment })

    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(payment.resume).toHaveBeenCalledWith('code-123'))
    await waitFor(() => expect(info).toHaveBeenCalled())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("shows the payment provider's failure", async () => {
    fakeApi({
      'GET /escrow/ESC-1001/accept': () => ({ status: 200, body: { access_code: 'code-123' } }),
    })
    const { user } = await renderDetail(anOrder(), {
      payment: payments({
        status: 'error',
        message: 'The payment window could not load. Please try again.',
      }),
    })
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment window could not load. Please try again.',
    )
  })

  it("shows the server's detail when accepting fails, else the spec's fallback", async () => {
    let answer = {
      status: 403,
      body: { detail: 'Only the receiver of this order can accept it' } as object,
    }
    fakeApi({ 'GET /escrow/ESC-1001/accept': () => answer })
    const { user } = await renderDetail(anOrder())

    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the receiver of this order can accept it',
    )

    answer = { status: 500, body: {} }
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while accepting the order.',
      ),
    )
  })

  it('shows the decline fallback when the server gives no detail', async () => {
    fakeApi({ 'GET /escrow/ESC-1001/cancel': () => ({ status: 502, body: null }) })
    const { user } = await renderDetail(anOrder())
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while declining the order.',
    )
  })

  it('disables both buttons while one runs, and a double click sends one request', async () => {
    let release!: () => void
    const calls = fakeApi({
      'GET /escrow/ESC-1001/cancel': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, body: { message: 'Order declined' } })
        }),
    })
    const { user } = await renderDetail(anOrder())

    await user.dblClick(screen.getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled())
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-busy', 'true')
    release()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled())
    expect(calls.filter((call) => call.path === '/escrow/ESC-1001/cancel')).toHaveLength(1)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('disables Raise Dispute before the delivery date, with the hint as its description', async () => {
    await renderDetail(anOrder({ status: 'active', expected_delivery_date: dayFromToday(1) }))
    const button = screen.getByRole('button', { name: 'Raise Dispute' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription(
      'Disputes can only be raised after the delivery date.',
    )
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })

  it('links Raise Dispute to the disputes page with the order preselected from the delivery day on', async () => {
    await renderDetail(anOrder({ status: 'completed', expected_delivery_date: dayFromToday(0) }))
    expect(screen.getByRole('link', { name: 'Raise Dispute' })).toHaveAttribute(
      'href',
      '/disputes?raise=ESC-1001',
    )
    expect(
      screen.queryByText('Disputes can only be raised after the delivery date.'),
    ).not.toBeInTheDocument()
  })

  it('gives signed-out viewers a limited page that leads to sign-in', async () => {
    const { user, router } = await renderDetail(
      anOrder({ initiator: { full_name: 'Bayo Adeyemi', email: 'ba***@escrow.test' } }),
      { signedIn: false },
    )

    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in to track this order' })).toHaveAttribute(
      'href',
      SIGN_IN_HREF,
    )
    expect(screen.getByRole('region', { name: 'Parties' })).toHaveTextContent('ba***@escrow.test')
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Decline' })).toHaveAttribute('href', SIGN_IN_HREF)

    await user.click(screen.getByRole('link', { name: 'Accept' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toEqual({ redirect: '/orders/ESC-1001' })
  })

  it('prints the receipt from Download Receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = await renderDetail(anOrder())
    await user.click(screen.getByRole('button', { name: 'Download Receipt' }))
    expect(print).toHaveBeenCalledOnce()
    // Hidden on screen (display: none outside print), so only found among hidden elements.
    const receipt = screen.getByRole('region', { name: 'Receipt', hidden: true })
    expect(receipt).toHaveTextContent('Escrow receipt')
    expect(receipt).toHaveTextContent('Total Paid₦150,150.00')
    expect(receipt).toHaveTextContent('Amount to Seller₦149,850.00')
  })
})
