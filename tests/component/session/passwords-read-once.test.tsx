/**
 * Issue 32 item 7: passwords are read once everywhere (src/lib/password-once.ts). The mutation cache
 * keeps a mutation's variables for minutes after its screen has gone; after a failed and a
 * successful sign-in, registration, password reset, withdrawal, release and payment from the
 * wallet, none of the cached variables holds the password (a reader still holding it would give it
 * back when called: each reader found is called).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadOverlays } from '~/components/overlays-loader'
import type { Order } from '~/contract/escrow'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { LoginPage } from '~/features/session/components/LoginPage'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { ResetPasswordPage } from '~/features/session/components/ResetPasswordPage'
import { keepResetToken } from '~/features/session/reset-token'
import { useWithdraw } from '~/features/wallet/mutations'
import { passwordOnce } from '~/lib/password-once'
import { sessionKeys } from '~/lib/session/profile'
import { session as tokenStore } from '~/lib/session/session'
import { fakeApi, fakeTokens, profile } from '../../support/fake-api'
import { appQueryClient, renderInApp, renderWithRouter } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'
import { withdrawAnswer } from '../wallet/wallet-api'

const WRONG = 'Wrong-horse-41'
const RIGHT = 'Correct-horse-42'
const SECRETS = [WRONG, RIGHT]

/** Every password these values still give: strings, and what readers return when called. */
function passwordsIn(values: readonly unknown[]): string[] {
  const found: string[] = []
  const visit = (value: unknown, depth: number): void => {
    if (depth > 6) return
    if (typeof value === 'string') {
      if (SECRETS.some((secret) => value.includes(secret))) found.push(value)
    } else if (typeof value === 'function') {
      visit((value as () => unknown)(), depth + 1)
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item, depth + 1)
    }
  }
  for (const value of values) visit(value, 0)
  return found
}

/** The passwords the cached mutations' variables still hold. */
const passwordsHeld = (queryClient: QueryClient) =>
  passwordsIn(
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state.variables),
  )

/** The cache's mutations and their outcomes: the test is about what they keep. */
const outcomes = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => mutation.state.status)

beforeAll(async () => {
  await Promise.all([import('~/features/orders/components/detail/ConfirmDialogs'), loadOverlays()])
})

afterEach(() => {
  tokenStore.signOut()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('no cached mutation keeps a password, failed or successful', () => {
  it('the helper: the first read gives the password, every later one nothing', () => {
    const read = passwordOnce(RIGHT)
    expect(read()).toBe(RIGHT)
    expect(read()).toBe('')
    // The scan sees a password kept as a plain string or in a reader not yet read.
    expect(passwordsIn([{ plain: RIGHT, nested: { reader: passwordOnce(WRONG) } }])).toEqual([
      RIGHT,
      WRONG,
    ])
  })

  it('sign-in', async () => {
    let answer = { status: 401, body: { detail: 'Incorrect email or password' } as unknown }
    fakeApi({
      'POST /auth/login': () => answer,
      'GET /auth/me': () => ({ status: 200, body: profile }),
      'POST /auth/logout': () => ({ status: 200, body: {} }),
    })
    const user = userEvent.setup()
    const { queryClient } = await renderWithRouter(
      <LoginPage returnTo="/dashboard" rawReturnTo={undefined} />,
      { path: '/login' },
    )
    await user.type(screen.getByLabelText('Email'), 'ada@escrow.test')
    await user.type(screen.getByLabelText('Password'), WRONG)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Incorrect email or password')).toBeVisible()

    answer = { status: 200, body: fakeTokens() }
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), RIGHT)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Welcome back!')).toBeVisible()

    expect(outcomes(queryClient)).toEqual(['error', 'success'])
    expect(passwordsHeld(queryClient)).toEqual([])
  })

  it('registration', async () => {
    let answer = { status: 502, body: null as unknown }
    fakeApi({
      'POST /auth/register': () => answer,
      'GET /auth/me': () => ({ status: 200, body: profile }),
      'POST /auth/logout': () => ({ status: 200, body: {} }),
    })
    const user = userEvent.setup()
    const { queryClient } = await renderWithRouter(
      <RegisterPage returnTo="/dashboard" rawReturnTo={undefined} />,
      { path: '/register' },
    )
    const fill = async (label: string, value: string) => {
      await user.click(screen.getByLabelText(label))
      await user.paste(value)
    }
    const next = () => user.click(screen.getByRole('button', { name: 'Next' }))
    await fill('Full name', 'Chioma Nwosu')
    await next()
    await fill('Email', 'chioma@escrow.test')
    await fill('Phone number', '0803 123 4567')
    await next()
    await fill('NIN', '12345678901')
    await next()
    await fill('Password', RIGHT)
    await fill('Confirm password', RIGHT)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('alert')).toBeVisible()

    answer = { status: 200, body: fakeTokens() }
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByText(/You.re all set/)).toBeVisible()

    expect(outcomes(queryClient)).toEqual(['error', 'success'])
    expect(passwordsHeld(queryClient)).toEqual([])
  })

  it('password reset', async () => {
    let answer = { status: 502, body: null as unknown }
    fakeApi({
      'POST /auth/reset-password': () => answer,
      'POST /auth/logout': () => ({ status: 200, body: {} }),
    })
    keepResetToken('reset-token-1')
    const user = userEvent.setup()
    const { queryClient, router } = await renderWithRouter(<ResetPasswordPage />, {
      path: '/reset-password',
    })
    await user.type(screen.getByLabelText('New password'), RIGHT)
    await user.type(screen.getByLabelText('Confirm password'), RIGHT)
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('alert')).toBeVisible()

    answer = { status: 200, body: { detail: 'Password changed' } }
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))

    expect(outcomes(queryClient)).toEqual(['error', 'success'])
    expect(passwordsHeld(queryClient)).toEqual([])
  })

  it('withdraw', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { detail: 'Incorrect password' },
    }
    fakeApi({
      'POST /wallet/withdraw': () => answer,
      'GET /trnx': () => ({ status: 200, body: [] }),
      'GET /auth/me': () => ({ status: 200, body: aUser() }),
    })
    const queryClient = appQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(() => useWithdraw(), { wrapper })
    const input = { amountKobo: 2_000_000, bankCode: '058', accountNumber: '1234567890' }
    await act(async () => {
      await result.current
        .mutateAsync({ ...input, password: passwordOnce(WRONG) })
        .catch(() => undefined)
    })
    answer = withdrawAnswer('10000.00')
    await act(async () => {
      await result.current.mutateAsync({ ...input, password: passwordOnce(RIGHT) })
    })

    expect(outcomes(queryClient)).toEqual(['error', 'success'])
    expect(passwordsHeld(queryClient)).toEqual([])
  })

  /** Bayo, the buyer of Ada's order, on its page. */
  async function renderOrder(order: Order) {
    const queryClient = appQueryClient()
    queryClient.setQueryData(
      sessionKeys.profile,
      aUser({ email: 'bayo@escrow.test', wallet_balance: '250000.50' }),
    )
    return renderInApp(<OrderDetail order={order} signedIn />, {
      path: `/orders/${order.public_id}`,
      queryClient,
    })
  }

  const adasOrder = (fields: Partial<Order>) =>
    anOrder({
      initiator_role: 'seller',
      initiator: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' },
      receiver: { full_name: 'Bayo Adeyemi', email: 'bayo@escrow.test' },
      receiver_email: 'bayo@escrow.test',
      ...fields,
    })

  it('release', async () => {
    const order = adasOrder({
      status: 'active',
      delivered_at: new Date(Date.now() - 3_600_000).toISOString(),
      inspection_ends_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    let answer = { status: 400, body: { detail: 'Incorrect password' } as unknown }
    fakeApi({ 'POST /escrow/ESC-1001/release': () => answer })
    const { user, queryClient } = await renderOrder(order)
    await user.click(screen.getByRole('button', { name: 'Release funds' }))
    const dialog = await screen.findByRole('dialog', { name: 'Release funds' })
    const password = within(dialog).getByLabelText('Password')
    await user.type(password, WRONG)
    await user.click(within(dialog).getByRole('button', { name: /^Release ₦/ }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Incorrect password/))

    answer = { status: 200, body: { ...order, status: 'completed' } }
    await user.type(password, RIGHT)
    await user.click(within(dialog).getByRole('button', { name: /^Release ₦/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    expect(outcomes(queryClient)).toEqual(['error', 'success'])
    expect(passwordsHeld(queryClient)).toEqual([])
  })

  it('pay from the wallet', async () => {
    const order = adasOrder({ awaiting_payment: true })
    let answer = { status: 400, body: { detail: 'Incorrect password' } as unknown }
    fakeApi({ 'POST /escrow/ESC-1001/pay': () => answer })
    const { user, queryClient } = await renderOrder(order)
    await user.click(screen.getByRole('button', { name: 'Pay now' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' })
    await user.click(within(dialog).getByRole('button', { name: /^Pay from wallet/ }))
    const password = within(dialog).getByLabelText('Password')
    await user.type(password, WRONG)
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₦.* from wallet$/ }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Incorrect password/))

    answer = { status: 200, body: { ...order, status: 'active', awaiting_payment: false } }
    await user.type(password, RIGHT)
    await user.click(within(dialog).getByRole('button', { name: /^Pay ₦.* from wallet$/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    expect(outcomes(queryClient)).toEqual(['error', 'success'])
    expect(passwordsHeld(queryClient)).toEqual([])
  })
})
