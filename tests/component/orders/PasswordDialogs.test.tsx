/**
 * Agreements §10 (issue 32 item 2): money that leaves escrow or the wallet needs the password.
 * 'Release funds' and 'Pay from wallet' (Pay now, and the receiving buyer's Accept) ask for it in
 * their dialog: required before any call, a wrong one (400 'Incorrect password', never 401) said at
 * the field, which is emptied, while the user stays signed in and the dialog stays open. 'Pay by
 * card' needs none. The rest of these actions: OrderLifecycle.test.tsx.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadOverlays } from '~/components/overlays-loader'
import type { Order } from '~/contract/escrow'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { orderKeys, orderQueries } from '~/features/orders/queries'
import type { PaymentAdapter } from '~/lib/payment-port'
import { sessionKeys } from '~/lib/session/profile'
import { session } from '~/lib/session/session'
import { fakeApi, fakeTokens, type FakeCall } from '../../support/fake-api'
import { appQueryClient, renderInApp } from '../../support/render'
import { adasOrder, BAYO, DELIVERED } from '../../support/order-data'
import { aUser } from '../../support/test-data'

const WRONG_PASSWORD = { status: 400, body: { detail: 'Incorrect password' } }

function payments(): PaymentAdapter {
  return { resume: vi.fn(() => Promise.resolve({ status: 'success' as const })) }
}

/** The order page as the route draws it: read through its query, so it follows each change. */
function LiveOrder() {
  const { data } = useSuspenseQuery(orderQueries.detail('ESC-1001', 'signed-in'))
  return <OrderDetail order={data} signedIn />
}

async function renderAsBayo(order: Order, payment = payments()) {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser({ email: BAYO, wallet_balance: '250000.50' }))
  queryClient.setQueryData(orderKeys.detail('ESC-1001', 'signed-in'), order)
  return renderInApp(<LiveOrder />, { path: '/orders/ESC-1001', queryClient, payments: payment })
}

/** The calls that change something (the order page's own refetches left out), with their bodies. */
const actions = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.path !== '/escrow/ESC-1001')
    .map((call) => `${call.method} ${call.path}${call.body ? ` ${call.body}` : ''}`)

beforeAll(async () => {
  await Promise.all([import('~/features/orders/components/detail/ConfirmDialogs'), loadOverlays()])
})

beforeEach(() => {
  // Signed in, as the order page's actions are: a wrong password must leave this session alone.
  session.setTokens(fakeTokens())
})

afterEach(() => {
  session.signOut()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('Release funds asks for the password', () => {
  function provider() {
    const server = {
      order: adasOrder({ status: 'active', ...DELIVERED }),
      answer: WRONG_PASSWORD as { status: number; body: unknown },
    }
    const calls = fakeApi({
      'GET /escrow/ESC-1001': () => ({ status: 200, body: server.order }),
      'POST /auth/logout': () => ({ status: 200, body: {} }),
      'POST /escrow/ESC-1001/release': () => {
        if (server.answer.status === 200)
          server.order = adasOrder({ ...DELIVERED, status: 'completed' })
        return server.answer
      },
    })
    return { server, calls }
  }

  it('a labelled password field saying why, required before any call', async () => {
    const { calls } = provider()
    const { user } = await renderAsBayo(adasOrder({ status: 'active', ...DELIVERED }))
    await user.click(screen.getByRole('button', { name: 'Release funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Release funds' })
    const password = within(dialog).getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    expect(password).toHaveAccessibleDescription(
      'Your sign-in password confirms that it is you releasing the funds.',
    )
    // The first thing the dialog asks for.
    await waitFor(() => expect(password).toHaveFocus())

    await user.click(within(dialog).getByRole('button', { name: 'Release ₦150,000.00' }))
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required')),
    )
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(actions(calls)).toEqual([])
  })

  it('a wrong password is said at the field, which is emptied; still signed in, the dialog open; the right one releases', async () => {
    const { server, calls } = provider()
    const { user } = await renderAsBayo(adasOrder({ status: 'active', ...DELIVERED }))
    const signedIn = session.getSnapshot()
    await user.click(screen.getByRole('button', { name: 'Release funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Release funds' })
    const password = within(dialog).getByLabelText('Password')

    await user.type(password, 'not-my-password')
    await user.click(within(dialog).getByRole('button', { name: 'Release ₦150,000.00' }))
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Incorrect password')),
    )
    expect(password).toHaveValue('')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveFocus()
    // Said once, at the field: not as the action's failure.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Release funds' })).toBe(dialog)
    expect(session.getSnapshot()).toEqual(signedIn)
    expect(session.getSnapshot().status).toBe('signed-in')

    // Typing again clears the message; the right password releases.
    await user.type(password, 'sandbox123')
    expect(password).not.toHaveAccessibleDescription(expect.stringContaining('Incorrect password'))
    server.answer = { status: 200, body: adasOrder({ ...DELIVERED, status: 'completed' }) }
    await user.click(within(dialog).getByRole('button', { name: 'Release ₦150,000.00' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Release funds' })).not.toBeInTheDocument(),
    )
    expect(actions(calls)).toEqual([
      'POST /escrow/ESC-1001/release {"password":"not-my-password"}',
      'POST /escrow/ESC-1001/release {"password":"sandbox123"}',
    ])
    expect(session.getSnapshot().status).toBe('signed-in')
  })
})

describe('Pay from wallet asks for the password; Pay by card does not', () => {
  const awaiting = adasOrder({ awaiting_payment: true })

  function provider(order: Order, pay: (call: FakeCall) => { status: number; body: unknown }) {
    const server = { order }
    const calls = fakeApi({
      'GET /escrow/ESC-1001': () => ({ status: 200, body: server.order }),
      'POST /auth/logout': () => ({ status: 200, body: {} }),
      'GET /escrow/ESC-1001/accept': () => {
        server.order = adasOrder({ awaiting_payment: true })
        return { status: 200, body: { access_code: 'code-1' } }
      },
      'POST /escrow/ESC-1001/pay': (call) => {
        const answer = pay(call)
        if (answer.status === 200 && call.body.includes('"wallet"')) {
          server.order = adasOrder({ status: 'active', awaiting_payment: false })
          return { status: 200, body: server.order }
        }
        return answer
      },
    })
    return { server, calls }
  }

  it("choosing 'Pay from wallet' shows the password field and 'Pay ₦… from wallet'; required first, then a wrong one, then paid", async () => {
    let answer = WRONG_PASSWORD as { status: number; body: unknown }
    const { calls } = provider(awaiting, () => answer)
    const payment = payments()
    const { user } = await renderAsBayo(awaiting, payment)
    const signedIn = session.getSnapshot()

    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' })
    const wallet = within(dialog).getByRole('button', {
      name: 'Pay from wallet (₦250,000.50 available)',
    })
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument()
    expect(wallet).toHaveAttribute('aria-expanded', 'false')

    await user.click(wallet)
    expect(wallet).toHaveAttribute('aria-expanded', 'true')
    const password = within(dialog).getByLabelText('Password')
    expect(password).toHaveFocus()
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    expect(password).toHaveAccessibleDescription(
      'Your sign-in password confirms that it is you paying from your wallet.',
    )
    const confirm = within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' })

    await user.click(confirm)
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required')),
    )
    expect(actions(calls)).toEqual([])

    await user.type(password, 'not-my-password')
    await user.click(confirm)
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Incorrect password')),
    )
    expect(password).toHaveValue('')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Pay now' })).toBe(dialog)
    expect(session.getSnapshot()).toEqual(signedIn)

    answer = { status: 200, body: null }
    await user.type(password, 'sandbox123')
    await user.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: 'Release funds' })).toBeVisible()
    expect(actions(calls)).toEqual([
      'POST /escrow/ESC-1001/pay {"method":"wallet","password":"not-my-password"}',
      'POST /escrow/ESC-1001/pay {"method":"wallet","password":"sandbox123"}',
    ])
    expect(payment.resume).not.toHaveBeenCalled()
  })

  it("'Pay by card' asks for no password", async () => {
    const { calls } = provider(awaiting, () => ({ status: 200, body: { access_code: 'code-7' } }))
    const payment = payments()
    const { user } = await renderAsBayo(awaiting, payment)
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' })
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }))
    await waitFor(() => expect(payment.resume).toHaveBeenCalledWith('code-7'))
    expect(calls.find((call) => call.path === '/escrow/ESC-1001/pay')?.body).toBe(
      '{"method":"card"}',
    )
  })

  it('the receiving buyer’s Accept: a wrong password after the accept keeps the choice open as Pay now, and the next try pays without accepting again', async () => {
    let answer = WRONG_PASSWORD as { status: number; body: unknown }
    const { calls } = provider(adasOrder(), () => answer)
    const { user } = await renderAsBayo(adasOrder())

    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const dialog = await screen.findByRole('dialog', { name: 'Accept and pay' })
    await user.click(
      within(dialog).getByRole('button', { name: 'Pay from wallet (₦250,000.50 available)' }),
    )
    const password = within(dialog).getByLabelText('Password')
    await user.type(password, 'not-my-password')
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' }))
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Incorrect password')),
    )
    expect(password).toHaveValue('')
    // Accepted, not paid: the same choice, now Pay now's.
    expect(screen.getByRole('dialog', { name: 'Pay now' })).toBe(dialog)
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()

    answer = { status: 200, body: null }
    await user.type(password, 'sandbox123')
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦150,150.00 from wallet' }))
    expect(await screen.findByRole('button', { name: 'Release funds' })).toBeVisible()
    expect(actions(calls)).toEqual([
      'GET /escrow/ESC-1001/accept',
      'POST /escrow/ESC-1001/pay {"method":"wallet","password":"not-my-password"}',
      'POST /escrow/ESC-1001/pay {"method":"wallet","password":"sandbox123"}',
    ])
  })
})
