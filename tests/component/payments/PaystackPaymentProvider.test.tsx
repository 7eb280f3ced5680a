import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAYSTACK_CHECKOUT_ORIGIN } from '~/features/payments/paystack-adapter'
import { PaystackPaymentProvider } from '~/features/payments/PaystackPaymentProvider'
import { session } from '~/lib/session/session'
import { fakeApi, fakeTokens } from '../../support/fake-api'
import { StartPayment } from '../../support/start-payment'

/**
 * A small stand-in for @paystack/inline-js 2.22.x (the adapter's own tests have the full one): the
 * checkout iframe, a transaction resumed with callbacks, and `cancelTransaction`, which cancels the
 * active transaction (its onCancel fires at once) and closes the pop-up.
 */
const paystack = vi.hoisted(() => ({
  instances: [] as {
    checkoutIframe: HTMLIFrameElement
    active: { onCancel?: () => void; cancelled: boolean } | null
    closed: boolean
  }[],
}))

vi.mock('@paystack/inline-js', () => ({
  default: class {
    checkoutIframe = document.createElement('iframe')
    backgroundIframe = document.createElement('iframe')
    active: { onCancel?: () => void; cancelled: boolean } | null = null
    closed = false

    constructor() {
      document.body.append(this.backgroundIframe, this.checkoutIframe)
      paystack.instances.push(this)
    }

    resumeTransaction(_accessCode: string, callbacks: { onCancel?: () => void }) {
      this.active = { onCancel: callbacks.onCancel, cancelled: false }
      return {}
    }

    cancelTransaction() {
      const transaction = this.active
      if (!transaction) return
      this.active = null
      transaction.cancelled = true
      transaction.onCancel?.()
      this.closed = true
    }
  },
}))

const outcome = async () => JSON.parse((await screen.findByRole('status')).textContent) as unknown

beforeEach(() => {
  paystack.instances.length = 0
  localStorage.clear()
  session.setTokens(fakeTokens())
})

afterEach(() => {
  document.body.replaceChildren()
})

describe('the Paystack checkout when the session ends', () => {
  it('cancels the pop-up’s transaction and settles as cancelled', async () => {
    fakeApi({ 'POST /auth/logout': () => ({ status: 200, body: { message: 'ok' } }) })
    const user = userEvent.setup()
    render(
      <PaystackPaymentProvider>
        <StartPayment />
      </PaystackPaymentProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Start payment' }))
    await vi.waitFor(() => expect(paystack.instances).toHaveLength(1))
    const pop = paystack.instances[0]
    // The checkout page reports it has loaded: the adapter resumes the transaction.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: PAYSTACK_CHECKOUT_ORIGIN,
        source: pop?.checkoutIframe.contentWindow,
        data: { event: 'loaded:checkout' },
      }),
    )
    const transaction = pop?.active
    expect(transaction?.cancelled).toBe(false)

    act(() => {
      session.signOut()
    })

    await vi.waitFor(() => expect(transaction?.cancelled).toBe(true))
    expect(pop?.closed).toBe(true)
    expect(await outcome()).toEqual({ status: 'cancelled' })
  })
})
