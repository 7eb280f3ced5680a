import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SandboxPayment } from '~/contract/sandbox'
import { TEST_CARD_NUMBER } from '~/features/payments/SandboxCheckoutDialog'
import { session } from '~/lib/session/session'
import { STORAGE_KEYS } from '~/lib/session/storage-keys'
import { fakeApi, fakeTokens, profile } from '../../support/fake-api'
import { renderSandboxCheckout as renderCheckout } from '../../support/start-payment'

const PAYMENT: SandboxPayment = {
  access_code: 'CODE-1',
  public_id: 'ESC-1001',
  item_name: 'Leather sofa',
  amount: 150150,
  email: 'bayo@escrow.test',
  status: 'open',
}

function sandboxApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /__sandbox/payments/CODE-1': () => ({ status: 200, body: PAYMENT }),
    'POST /__sandbox/payments/CODE-1/complete': () => ({
      status: 200,
      body: { ...PAYMENT, status: 'completed' },
    }),
    'POST /__sandbox/payments/CODE-1/cancel': () => ({
      status: 200,
      body: { ...PAYMENT, status: 'cancelled' },
    }),
    ...overrides,
  })
}

const outcome = async () => JSON.parse((await screen.findByRole('status')).textContent) as unknown

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // A checkout only opens in a session: every test starts signed in (the app's own session store).
  localStorage.clear()
  session.setTokens(fakeTokens())
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the sandbox card checkout', () => {
  it('looks like a card checkout: amount, e-mail and a card number prefilled with a test card', async () => {
    sandboxApi()
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))

    const dialog = await screen.findByRole('dialog', { name: 'Pay with card' })
    expect(dialog).toHaveTextContent('₦150,150.00')
    expect(dialog).toHaveTextContent('bayo@escrow.test')
    expect(dialog).toHaveTextContent('Leather sofa')
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue(TEST_CARD_NUMBER)
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled()
  })

  it('completes the payment through the sandbox on Pay', async () => {
    const calls = sandboxApi()
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    await user.click(await screen.findByRole('button', { name: 'Pay' }))

    expect(await outcome()).toEqual({ status: 'success' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /__sandbox/payments/CODE-1',
      'POST /__sandbox/payments/CODE-1/complete',
    ])
  })

  it('cancels the payment through the sandbox on Cancel', async () => {
    const calls = sandboxApi()
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))

    expect(await outcome()).toEqual({ status: 'cancelled' })
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/__sandbox/payments/CODE-1/cancel',
    })
  })

  it('treats closing the dialog (Escape) as cancelling', async () => {
    const calls = sandboxApi()
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    await screen.findByRole('dialog', { name: 'Pay with card' })
    await user.keyboard('{Escape}')

    expect(await outcome()).toEqual({ status: 'cancelled' })
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/__sandbox/payments/CODE-1/cancel',
    })
  })

  it('asks for a card number that looks like one', async () => {
    const calls = sandboxApi()
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    const card = await screen.findByRole('textbox', { name: 'Card number' })
    await user.clear(card)
    await user.type(card, '1234')
    await user.click(screen.getByRole('button', { name: 'Pay' }))

    expect(card).toHaveAccessibleDescription('Enter a valid card number')
    expect(calls).toHaveLength(1)
  })

  it('shows a failed payment in the dialog and lets the user try again', async () => {
    let fail = true
    sandboxApi({
      'POST /__sandbox/payments/CODE-1/complete': () =>
        fail
          ? { status: 400, body: { detail: 'Card declined' } }
          : { status: 200, body: { ...PAYMENT, status: 'completed' } },
    })
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    await user.click(await screen.findByRole('button', { name: 'Pay' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Card declined')

    fail = false
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    expect(await outcome()).toEqual({ status: 'success' })
  })

  it('reports an error, without opening, when the payment cannot be loaded', async () => {
    sandboxApi({
      'GET /__sandbox/payments/CODE-1': () => ({
        status: 404,
        body: { detail: 'Payment not found' },
      }),
    })
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))

    expect(await outcome()).toEqual({
      status: 'error',
      message: 'The payment window could not load. Please try again.',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('the sandbox card checkout when the session ends', () => {
  const loggedOut = { 'POST /auth/logout': () => ({ status: 200, body: { message: 'ok' } }) }
  const sandboxCalls = (calls: { method: string; path: string }[]) =>
    calls
      .filter((call) => call.path.startsWith('/__sandbox/'))
      .map((call) => `${call.method} ${call.path}`)

  it('closes and settles as cancelled when this tab’s session ends, without calling the sandbox again', async () => {
    const calls = sandboxApi(loggedOut)
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    await screen.findByRole('dialog', { name: 'Pay with card' })

    act(() => {
      session.signOut()
    })

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await outcome()).toEqual({ status: 'cancelled' })
    // Signed out, nothing could authorize a call: the payment stays open, payable after signing in.
    expect(sandboxCalls(calls)).toEqual(['GET /__sandbox/payments/CODE-1'])
  })

  it('closes and settles as cancelled when another tab signs out', async () => {
    const calls = sandboxApi()
    // As src/main.tsx: start-up, after which the store follows the other tabs through `storage`.
    await session.initialize(() => Promise.resolve(profile))
    try {
      const user = renderCheckout()
      await user.click(screen.getByRole('button', { name: 'Start payment' }))
      await screen.findByRole('dialog', { name: 'Pay with card' })

      // The other tab removed the tokens; this tab hears it through a `storage` event.
      const oldValue = localStorage.getItem(STORAGE_KEYS.access)
      for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key)
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: STORAGE_KEYS.access,
            oldValue,
            newValue: null,
            storageArea: localStorage,
          }),
        )
      })

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(await outcome()).toEqual({ status: 'cancelled' })
      expect(sandboxCalls(calls)).toEqual(['GET /__sandbox/payments/CODE-1'])
    } finally {
      session.dispose()
    }
  })

  it('never opens a checkout that was still loading when the session ended', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined
    sandboxApi({
      ...loggedOut,
      'GET /__sandbox/payments/CODE-1': () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    const user = renderCheckout()
    await user.click(screen.getByRole('button', { name: 'Start payment' }))

    act(() => {
      session.signOut()
    })
    expect(await outcome()).toEqual({ status: 'cancelled' })
    await act(async () => {
      answer({ status: 200, body: PAYMENT })
      await Promise.resolve()
    })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
