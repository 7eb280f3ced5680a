/**
 * Every mutation under every fault of fault-server.ts, through the real http.ts and error mapping:
 * the spec's message (the server's detail when it sends one), everything typed kept, and one
 * request for a double click. tests/e2e/faults-mutations.spec.ts keeps one fault per page in a
 * real browser.
 */
import 'fake-indexeddb/auto'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SandboxPayment } from '~/contract/sandbox'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { ACCEPT_FALLBACK, DECLINE_FALLBACK } from '~/features/orders/mutations'
import { PAYMENT_FAILED, PAYMENT_LOAD_FAILED } from '~/features/payments/payment-messages'
import { LoginPage } from '~/features/session/components/LoginPage'
import { RegisterPage } from '~/features/session/components/RegisterPage'
import { CREATE_ORDER_FALLBACK } from '~/features/wizard/mutations'
import { localDay } from '~/features/wizard/schemas'
import { session as tokenStore } from '~/lib/session/session'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { fakeTokens } from '../../support/fake-api'
import { pngFile, stubObjectUrls } from '../../support/image-files'
import { renderInApp, renderWithRouter } from '../../support/render'
import { renderSandboxCheckout as renderCheckout } from '../../support/start-payment'
import { anOrder } from '../../support/test-data'
import { renderWizard } from '../wizard/render-wizard'
import { faultsOf, inFlight, json, ok, serve, switchable, type Fault } from './fault-server'

beforeEach(() => {
  // "Unexpected response shape" and the mutations' own logs are expected under these faults.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  // The session is reset with nothing on screen (a payment provider would follow the sign-out,
  // ending its checkout, outside act()) and with the tokens gone first (the server is not told).
  cleanup()
  localStorage.clear()
  tokenStore.signOut()
})

/**
 * The fault table for one form on screen: each fault in turn (attempt 1, 2, …), then healed. A
 * render and a form filled once for all the faults keep the table cheap.
 */
async function eachFault(
  faults: readonly Fault[],
  endpoint: ReturnType<typeof switchable>,
  sent: () => number,
  attempt: (fault: Fault, attempt: number) => Promise<void>,
) {
  for (const [index, fault] of faults.entries()) {
    endpoint.fail(fault)
    await attempt(fault, index + 1)
    // Settled (the button is back): a second request of the double click would be counted by now.
    expect(sent(), `requests after ${fault.name}`).toBe(index + 1)
  }
  endpoint.heal()
}

/** Puts `text` into a field as a user would (focus, then one input), faster than typing it. */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

describe('sign in (POST /auth/login)', () => {
  it("under each fault: the server's detail, else the spec message; what was typed kept; one request per double click", async () => {
    const login = switchable(() => json(200, fakeTokens()))
    const server = serve({ 'POST /auth/login': inFlight(login.handler) })
    const user = userEvent.setup()
    await renderWithRouter(<LoginPage returnTo="/dashboard" rawReturnTo={undefined} />, {
      path: '/login',
    })
    await fill(user, screen.getByLabelText('Email'), 'ada@escrow.test')
    await fill(user, screen.getByLabelText('Password'), 'sandbox123')
    const submit = () => screen.getByRole('button', { name: 'Sign in' })

    await eachFault(
      faultsOf({
        wrongTypes: { access_token: 42, refresh_token: true },
        missingFields: { token_type: 'bearer' },
        wrongKind: [fakeTokens()],
      }),
      login,
      () => server.sent('POST /auth/login'),
      async (fault, attempt) => {
        await user.dblClick(submit())
        await waitFor(() => expect(server.sent('POST /auth/login'), fault.name).toBe(attempt))
        await waitFor(() => expect(submit(), fault.name).toBeEnabled())
        expect(screen.getByRole('alert'), fault.name).toHaveTextContent(
          fault.detail ?? "We couldn't sign you in. Please check your details and try again.",
        )
        expect(screen.getByLabelText('Email')).toHaveValue('ada@escrow.test')
        expect(screen.getByLabelText('Password')).toHaveValue('sandbox123')
        expect(localStorage.getItem(STORAGE_KEYS.access), fault.name).toBeNull()
      },
    )
  })
})

describe('register (POST /auth/register)', () => {
  it("under each fault: the server's detail, else 'Registration failed'; all four steps kept; one request per double click", async () => {
    const register = switchable(() => json(201, fakeTokens()))
    const server = serve({ 'POST /auth/register': inFlight(register.handler) })
    const user = userEvent.setup()
    await renderWithRouter(<RegisterPage returnTo="/dashboard" rawReturnTo={undefined} />, {
      path: '/register',
    })
    const next = () => screen.getByRole('button', { name: 'Next' })
    await fill(user, screen.getByLabelText('Full name'), 'Ngozi Eze')
    await user.click(next())
    await fill(user, screen.getByLabelText('Email'), 'ngozi@escrow.test')
    await fill(user, screen.getByLabelText('Phone number'), '08031234567')
    await user.click(next())
    await fill(user, screen.getByLabelText('NIN'), '12345678901')
    await user.click(next())
    await fill(user, screen.getByLabelText('Password'), 'secret1')
    await fill(user, screen.getByLabelText('Confirm password'), 'secret1')
    const create = () => screen.getByRole('button', { name: 'Create Account' })

    await eachFault(
      faultsOf({
        wrongTypes: { access_token: ['a'], refresh_token: 7 },
        missingFields: {},
        wrongKind: [fakeTokens()],
      }),
      register,
      () => server.sent('POST /auth/register'),
      async (fault, attempt) => {
        await user.dblClick(create())
        await waitFor(() => expect(server.sent('POST /auth/register'), fault.name).toBe(attempt))
        await waitFor(() => expect(create(), fault.name).toBeEnabled())
        expect(screen.getByRole('alert'), fault.name).toHaveTextContent(
          fault.detail ?? 'Registration failed',
        )
        expect(screen.getByLabelText('Password')).toHaveValue('secret1')
        expect(screen.getByLabelText('Confirm password')).toHaveValue('secret1')
      },
    )

    const back = () => screen.getByRole('button', { name: 'Back' })
    await user.click(back())
    expect(screen.getByLabelText('NIN')).toHaveValue('12345678901')
    await user.click(back())
    expect(screen.getByLabelText('Email')).toHaveValue('ngozi@escrow.test')
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567')
    await user.click(back())
    expect(screen.getByLabelText('Full name')).toHaveValue('Ngozi Eze')
  })
})

describe('sign out (POST /auth/logout)', () => {
  const faults = faultsOf({
    wrongTypes: { message: 42 },
    missingFields: null,
    wrongKind: ['Logged out'],
  })

  it.each(faults)(
    '$name → signed out here all the same, the tokens gone; the server asked once',
    async (fault: Fault) => {
      const server = serve({ 'POST /auth/logout': fault.answer })
      tokenStore.setTokens(fakeTokens())
      expect(tokenStore.getSnapshot().status).toBe('signed-in')

      tokenStore.signOut()

      expect(tokenStore.getSnapshot().status).toBe('signed-out')
      for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull()
      await waitFor(() => expect(server.sent('POST /auth/logout')).toBe(1))
    },
  )
})

describe.each([
  {
    action: 'Accept',
    key: 'GET /escrow/ESC-1001/accept',
    fallback: ACCEPT_FALLBACK,
    shapes: { wrongTypes: { access_code: 12345 }, missingFields: null, wrongKind: ['ok'] },
  },
  {
    action: 'Decline',
    key: 'GET /escrow/ESC-1001/cancel',
    fallback: DECLINE_FALLBACK,
    // The contract names no success body: any JSON with a 2xx is the decline done.
    shapes: null,
  },
])('$action on the order page ($key)', ({ action, key, fallback, shapes }) => {
  it("under each fault: the server's detail, else the spec message; both buttons back; one request per double click", async () => {
    const endpoint = switchable(() => json(200, {}))
    const server = serve({ [key]: inFlight(endpoint.handler) })
    const payments = { resume: vi.fn(() => Promise.resolve({ status: 'success' as const })) }
    const { user } = await renderInApp(<OrderDetail order={anOrder()} signedIn />, {
      path: '/orders/ESC-1001',
      payments,
    })
    const button = (name: string) => screen.getByRole('button', { name })

    await eachFault(
      faultsOf(shapes),
      endpoint,
      () => server.sent(key),
      async (fault, attempt) => {
        await user.dblClick(button(action))
        await waitFor(() => expect(server.sent(key), fault.name).toBe(attempt))
        await waitFor(() => expect(button(action), fault.name).toBeEnabled())
        expect(screen.getByRole('alert'), fault.name).toHaveTextContent(fault.detail ?? fallback)
        expect(button('Accept')).toBeEnabled()
        expect(button('Decline')).toBeEnabled()
      },
    )
    expect(payments.resume).not.toHaveBeenCalled()
  })
})

describe('the sandbox card checkout', () => {
  const payment: SandboxPayment = {
    access_code: 'CODE-1',
    public_id: 'ESC-1001',
    item_name: 'Leather sofa',
    amount: 150150,
    email: 'bayo@escrow.test',
    status: 'open',
  }

  // A checkout only opens in a session (the provider cancels it signed out, and hides its dialog):
  // each test starts signed in, as the app's pages that pay are, so "no dialog" means the fault.
  beforeEach(() => {
    tokenStore.setTokens(fakeTokens())
  })

  it("Pay (POST …/complete) under each fault: the server's detail, else the spec message; the card number kept; one request per double click", async () => {
    const complete = switchable(() => json(200, { ...payment, status: 'completed' }))
    const server = serve({
      'GET /__sandbox/payments/CODE-1': ok(payment),
      'POST /__sandbox/payments/CODE-1/complete': inFlight(complete.handler),
    })
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Pay with card' })
    const card = within(dialog).getByRole('textbox', { name: 'Card number' })
    await fill(user, card, '4111 1111 1111 1111')
    const pay = () => within(dialog).getByRole('button', { name: 'Pay' })

    await eachFault(
      faultsOf({
        wrongTypes: { ...payment, status: 42, amount: 'lots' },
        missingFields: { status: 'completed' },
        wrongKind: [{ ...payment, status: 'completed' }],
      }),
      complete,
      () => server.sent('POST /__sandbox/payments/CODE-1/complete'),
      async (fault, attempt) => {
        await user.dblClick(pay())
        await waitFor(() =>
          expect(server.sent('POST /__sandbox/payments/CODE-1/complete'), fault.name).toBe(attempt),
        )
        await waitFor(() => expect(pay(), fault.name).toBeEnabled())
        expect(within(dialog).getByRole('alert'), fault.name).toHaveTextContent(
          fault.detail ?? PAYMENT_FAILED,
        )
        expect(card).toHaveValue('4111 1111 1111 1111')
        expect(screen.queryByRole('status')).not.toBeInTheDocument()
      },
    )
  })

  it.each(
    faultsOf({
      wrongTypes: { access_code: 1, amount: null, status: 'open' },
      missingFields: { status: 'open' },
      wrongKind: [payment],
    }),
  )(
    'opening (GET …/payments/CODE-1): $name → "The payment window could not load", no dialog',
    async (fault: Fault) => {
      serve({ 'GET /__sandbox/payments/CODE-1': fault.answer })
      const user = renderCheckout()
      await user.click(screen.getByRole('button', { name: 'Start payment' }))

      const outcome = await screen.findByRole('status')
      expect(JSON.parse(outcome.textContent)).toEqual({
        status: 'error',
        message: PAYMENT_LOAD_FAILED,
      })
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    },
  )
})

describe('create an order (POST /escrow/create)', () => {
  it('under each fault: the detail or the spec message, the review kept, one request per double click; then one order', async () => {
    stubObjectUrls()
    const create = switchable(() =>
      json(201, { message: 'created', data: { public_id: 'ESC-NEW1', access_code: null } }),
    )
    const server = serve({ 'POST /escrow/create': inFlight(create.handler) })
    const { user } = await renderWizard()
    const next = () => screen.getByRole('button', { name: 'Next' })
    await fill(user, await screen.findByLabelText('What are you selling?'), 'Faulty Fridge')
    await fill(user, screen.getByLabelText("Buyer's e-mail"), 'chidi@escrow.test')
    await fill(user, screen.getByLabelText("Buyer's phone number"), '08031234567')
    await fill(user, screen.getByLabelText('Delivery note'), 'Handle with care')
    await user.upload(screen.getByTestId('image-uploader-input'), pngFile('fridge.png'))
    await user.click(next())
    await fill(user, await screen.findByRole('textbox', { name: /How much are you/ }), '25000')
    await user.click(next())
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    await user.type(await screen.findByLabelText('Delivery date'), localDay(tomorrow))
    await user.click(next())
    const review = await screen.findByRole('heading', { level: 2, name: 'Review order' })
    const confirm = () => screen.getByRole('button', { name: 'Confirm' })

    await eachFault(
      faultsOf({
        wrongTypes: { data: { public_id: 42, access_code: false } },
        missingFields: { message: 'created' },
        wrongKind: [{ data: {} }],
      }),
      create,
      () => server.sent('POST /escrow/create'),
      async (fault, attempt) => {
        await user.dblClick(confirm())
        await waitFor(() => expect(server.sent('POST /escrow/create'), fault.name).toBe(attempt))
        await waitFor(() => expect(confirm(), fault.name).toBeEnabled())
        expect(screen.getByRole('alert'), fault.name).toHaveTextContent(
          fault.detail ?? CREATE_ORDER_FALLBACK,
        )
        expect(review).toBeInTheDocument()
        expect(document.body).toHaveTextContent('Faulty Fridge')
        expect(document.body).toHaveTextContent('₦25,000.00')
        expect(screen.getByRole('img', { name: 'fridge.png' })).toBeVisible()
      },
    )

    await user.dblClick(confirm())
    expect(
      await screen.findByRole('heading', { name: 'Congratulations on creating your first order!' }),
    ).toBeVisible()
    expect(server.sent('POST /escrow/create')).toBe(8)
  })
})
