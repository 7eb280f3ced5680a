import PaystackPop, { type ResumeCallbacks } from '@paystack/inline-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createPaystackAdapter,
  PAYSTACK_CHECKOUT_ORIGIN,
  PAYSTACK_LOAD_TIMEOUT_MS,
  PAYSTACK_RETIRE_DELAY_MS,
} from '~/features/payments/paystack-adapter'
import { PAYMENT_LOAD_FAILED } from '~/features/payments/payment-messages'

/**
 * A stand-in for @paystack/inline-js 2.22.2 with the behaviours of its source that matter here:
 * - the constructor appends a backdrop and a checkout iframe and listens to `message` events from
 *   the checkout origin (`{event, data}`: loaded:checkout, loaded:transaction, success, close, error);
 * - `resumeTransaction` hands back an earlier transaction of the same instance (same access code and
 *   callback source text, no status or 'abandoned'), which keeps its earlier callbacks;
 * - `cancelTransaction` and a new resume cancel the active transaction, firing its onCancel synchronously.
 */
interface MockTransaction {
  accessCode: string
  callbacks: ResumeCallbacks
  status: string | null
  isActive: boolean
  cancel(): void
}

const paystack = vi.hoisted(() => ({
  instances: [] as MockPaystackPopShape[],
  failResume: false,
}))

interface MockPaystackPopShape {
  checkoutIframe: HTMLIFrameElement
  backgroundIframe: HTMLIFrameElement
  transactions: MockTransaction[]
  resumeCalls: number
}

vi.mock('@paystack/inline-js', () => {
  const sourceOf = (callbacks: ResumeCallbacks) =>
    Object.values(callbacks)
      .map((callback) => String(callback))
      .sort()
      .join('')

  class MockPaystackPop {
    id = `pop${paystack.instances.length + 1}`
    transactions: MockTransaction[] = []
    resumeCalls = 0
    checkoutIframe = document.createElement('iframe')
    backgroundIframe = document.createElement('iframe')

    constructor() {
      this.backgroundIframe.id = `inline-background-${this.id}`
      this.checkoutIframe.id = `inline-checkout-${this.id}`
      document.body.append(this.backgroundIframe, this.checkoutIframe)
      window.addEventListener('message', (event) => {
        if (event.origin === 'https://checkout.paystack.com') this.respond(event.data)
      })
      paystack.instances.push(this)
    }

    active(): MockTransaction | undefined {
      return this.transactions.filter((transaction) => transaction.isActive).at(-1)
    }

    resumeTransaction(accessCode: string, callbacks: ResumeCallbacks = {}) {
      if (paystack.failResume) throw new Error('iframe blocked')
      this.resumeCalls += 1
      this.active()?.cancel()
      const earlier = this.transactions
        .filter(
          (transaction) =>
            (!transaction.status || transaction.status === 'abandoned') &&
            transaction.accessCode === accessCode &&
            sourceOf(transaction.callbacks) === sourceOf(callbacks),
        )
        .at(-1)
      if (earlier) {
        earlier.isActive = true
        return earlier
      }
      const transaction: MockTransaction = {
        accessCode,
        callbacks,
        status: null,
        isActive: true,
        cancel() {
          this.isActive = false
          this.callbacks.onCancel?.()
        },
      }
      this.transactions.push(transaction)
      return transaction
    }

    cancelTransaction() {
      this.active()?.cancel()
    }

    respond(message: unknown) {
      const { event, data } = message as { event: string; data?: Record<string, unknown> }
      const transaction = this.active()
      if (!transaction) return
      if (event === 'loaded:transaction') {
        transaction.callbacks.onLoad?.({ id: 1, accessCode: transaction.accessCode })
      } else if (event === 'success') {
        transaction.isActive = false
        transaction.status = 'success'
        transaction.callbacks.onSuccess?.({ reference: 'ref', status: 'success' })
      } else if (event === 'close') {
        if (typeof data?.status === 'string') transaction.status = data.status
        transaction.isActive = false
        transaction.callbacks.onCancel?.()
      } else if (event === 'error' && data?.type === 'setup') {
        transaction.callbacks.onError?.(data)
      }
    }
  }
  return { default: MockPaystackPop }
})

/** Posts `{event, data}` to the page as the checkout page of `pop` would. */
function post(pop: MockPaystackPopShape | undefined, event: string, data?: unknown) {
  if (!pop) throw new Error('no PaystackPop yet')
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: PAYSTACK_CHECKOUT_ORIGIN,
      source: pop.checkoutIframe.contentWindow,
      data: { event, data },
    }),
  )
}

const latest = () => paystack.instances.at(-1)

/** Loaded at once, so tests on a fake clock need no waiting (which would move the clock). */
const preloaded = () => Promise.resolve({ default: PaystackPop })

/** On a fake clock: lets the adapter create its PaystackPop. */
async function started(count: number) {
  await vi.advanceTimersByTimeAsync(0)
  expect(paystack.instances).toHaveLength(count)
}

/** Waits for the adapter's next PaystackPop, then loads its checkout page and the transaction. */
async function openCheckout(count: number) {
  await vi.waitFor(() => expect(paystack.instances).toHaveLength(count))
  post(latest(), 'loaded:checkout')
  post(latest(), 'loaded:transaction', { id: 1, accessCode: 'x' })
  return latest()
}

beforeEach(() => {
  paystack.instances.length = 0
  paystack.failResume = false
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('createPaystackAdapter', () => {
  it('does not load the provider until a payment starts', () => {
    const load = vi.fn(() => import('@paystack/inline-js'))
    createPaystackAdapter({ load })
    expect(load).not.toHaveBeenCalled()
  })

  it('resumes the transaction once the checkout page has loaded, and reports success', async () => {
    const adapter = createPaystackAdapter()
    const result = adapter.resume('ACCESS-1')
    await vi.waitFor(() => expect(paystack.instances).toHaveLength(1))
    // Resumed before the page is there, the transaction would never show (see the adapter).
    expect(latest()?.transactions).toEqual([])
    // Another frame of the same origin does not count.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: PAYSTACK_CHECKOUT_ORIGIN,
        source: window,
        data: { event: 'loaded:checkout' },
      }),
    )
    expect(latest()?.transactions).toEqual([])

    post(latest(), 'loaded:checkout')
    expect(latest()?.transactions.map((transaction) => transaction.accessCode)).toEqual([
      'ACCESS-1',
    ])
    post(latest(), 'loaded:transaction', { id: 1, accessCode: 'ACCESS-1' })
    post(latest(), 'success', { reference: 'ref-1', status: 'success' })
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('reports a closed checkout as cancelled', async () => {
    const adapter = createPaystackAdapter()
    const result = adapter.resume('ACCESS-2')
    const pop = await openCheckout(1)
    post(pop, 'close', { status: 'abandoned' })
    await expect(result).resolves.toEqual({ status: 'cancelled' })
  })

  it("reports the provider's setup error message, else the load failure text", async () => {
    const adapter = createPaystackAdapter()
    const first = adapter.resume('ACCESS-3')
    post(await openCheckout(1), 'error', { type: 'setup', message: 'Transaction has expired' })
    await expect(first).resolves.toEqual({ status: 'error', message: 'Transaction has expired' })

    const second = adapter.resume('ACCESS-4')
    post(await openCheckout(2), 'error', { type: 'setup' })
    await expect(second).resolves.toEqual({ status: 'error', message: PAYMENT_LOAD_FAILED })
  })

  it('completes a second and a third attempt with the same access code after closing', async () => {
    const adapter = createPaystackAdapter()
    const first = adapter.resume('SAME')
    post(await openCheckout(1), 'close', { status: 'abandoned' })
    await expect(first).resolves.toEqual({ status: 'cancelled' })

    const second = adapter.resume('SAME')
    post(await openCheckout(2), 'close')
    await expect(second).resolves.toEqual({ status: 'cancelled' })

    const third = adapter.resume('SAME')
    post(await openCheckout(3), 'success', { status: 'success' })
    await expect(third).resolves.toEqual({ status: 'success' })
  })

  it('reports a checkout page that does not load within 10 s as a load failure, not a cancel', async () => {
    vi.useFakeTimers()
    const adapter = createPaystackAdapter({ load: preloaded })
    const result = adapter.resume('ACCESS-6')
    await started(1)

    await vi.advanceTimersByTimeAsync(PAYSTACK_LOAD_TIMEOUT_MS - 1)
    let outcome: unknown = 'pending'
    void result.then((value) => (outcome = value))
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome).toBe('pending')

    await vi.advanceTimersByTimeAsync(1)
    expect(PAYSTACK_LOAD_TIMEOUT_MS).toBe(10_000)
    await expect(result).resolves.toEqual({ status: 'error', message: PAYMENT_LOAD_FAILED })
    expect(latest()?.resumeCalls).toBe(0)
  })

  it('settles a transaction that does not show within 10 s as a load failure, though cancelling it fires onCancel', async () => {
    vi.useFakeTimers()
    const adapter = createPaystackAdapter({ load: preloaded })
    const result = adapter.resume('ACCESS-7')
    await started(1)
    post(latest(), 'loaded:checkout')
    const transaction = latest()?.transactions[0]
    expect(transaction?.isActive).toBe(true)

    await vi.advanceTimersByTimeAsync(PAYSTACK_LOAD_TIMEOUT_MS)
    await expect(result).resolves.toEqual({ status: 'error', message: PAYMENT_LOAD_FAILED })
    expect(transaction?.isActive).toBe(false)
  })

  it('discards the instance and its iframes after a failed load, so the next attempt loads afresh', async () => {
    vi.useFakeTimers()
    const adapter = createPaystackAdapter({ load: preloaded })
    const failed = adapter.resume('ACCESS-8')
    await started(1)
    const stuck = latest()!
    await vi.advanceTimersByTimeAsync(PAYSTACK_LOAD_TIMEOUT_MS)
    await expect(failed).resolves.toMatchObject({ status: 'error' })
    await vi.advanceTimersByTimeAsync(PAYSTACK_RETIRE_DELAY_MS)
    expect(stuck.checkoutIframe.isConnected).toBe(false)
    expect(stuck.backgroundIframe.isConnected).toBe(false)

    const retry = adapter.resume('ACCESS-8')
    await started(2)
    const fresh = await openCheckout(2)
    expect(fresh).not.toBe(stuck)
    expect(fresh?.checkoutIframe.isConnected).toBe(true)
    post(fresh, 'success', { status: 'success' })
    await expect(retry).resolves.toEqual({ status: 'success' })
  })

  it('keeps waiting for the customer once the transaction has shown', async () => {
    vi.useFakeTimers()
    const adapter = createPaystackAdapter({ load: preloaded })
    const result = adapter.resume('ACCESS-9')
    await started(1)
    const pop = await openCheckout(1)

    await vi.advanceTimersByTimeAsync(60_000)
    expect(pop?.transactions[0]?.isActive).toBe(true)
    post(pop, 'success', { status: 'success' })
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('ignores callbacks after the outcome is settled', async () => {
    const adapter = createPaystackAdapter()
    const result = adapter.resume('ACCESS-10')
    const pop = await openCheckout(1)
    const callbacks = pop!.transactions[0]!.callbacks
    callbacks.onSuccess?.({ status: 'success' })
    callbacks.onCancel?.()
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('cancels a checkout still open when a newer payment starts', async () => {
    const adapter = createPaystackAdapter()
    const older = adapter.resume('OLDER')
    await openCheckout(1)
    const newer = adapter.resume('NEWER')
    await expect(older).resolves.toEqual({ status: 'cancelled' })
    post(await openCheckout(2), 'success', { status: 'success' })
    await expect(newer).resolves.toEqual({ status: 'success' })
  })

  it('reports a provider that cannot be downloaded, and tries again on the next payment', async () => {
    const load = vi
      .fn<() => Promise<typeof import('@paystack/inline-js')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('@paystack/inline-js'))
    const adapter = createPaystackAdapter({ load })

    await expect(adapter.resume('ACCESS-11')).resolves.toEqual({
      status: 'error',
      message: PAYMENT_LOAD_FAILED,
    })
    const retry = adapter.resume('ACCESS-12')
    post(await openCheckout(1), 'success', { status: 'success' })
    await expect(retry).resolves.toEqual({ status: 'success' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('cancel() closes the checkout on screen: its transaction is cancelled, the attempt settles as cancelled, its iframes stop taking clicks at once and then go', async () => {
    vi.useFakeTimers()
    const adapter = createPaystackAdapter({ load: preloaded })
    const result = adapter.resume('ACCESS-14')
    await started(1)
    const pop = await openCheckout(1)
    const transaction = pop?.transactions[0]
    expect(transaction?.isActive).toBe(true)

    adapter.cancel()
    await expect(result).resolves.toEqual({ status: 'cancelled' })
    expect(transaction?.isActive).toBe(false)
    // Until they go, they take no clicks: the page under them (say /login) works at once.
    for (const frame of [pop?.checkoutIframe, pop?.backgroundIframe]) {
      expect(frame?.style.pointerEvents).toBe('none')
      expect(frame?.style.visibility).toBe('hidden')
    }
    await vi.advanceTimersByTimeAsync(PAYSTACK_RETIRE_DELAY_MS)
    expect(pop?.checkoutIframe.isConnected).toBe(false)
    expect(pop?.backgroundIframe.isConnected).toBe(false)
  })

  it('cancel() while the provider is still downloading settles at once, and no checkout opens', async () => {
    let loaded: (module: { default: typeof PaystackPop }) => void = () => undefined
    const adapter = createPaystackAdapter({
      load: () =>
        new Promise((resolve) => {
          loaded = resolve
        }),
    })
    const result = adapter.resume('ACCESS-15')

    adapter.cancel()
    await expect(result).resolves.toEqual({ status: 'cancelled' })
    loaded({ default: PaystackPop })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(paystack.instances).toEqual([])
  })

  it('cancel() with no checkout open does nothing; the next payment opens as usual', async () => {
    const adapter = createPaystackAdapter()
    adapter.cancel()
    const result = adapter.resume('ACCESS-16')
    post(await openCheckout(1), 'success', { status: 'success' })
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('reports a checkout that throws while opening', async () => {
    paystack.failResume = true
    const result = createPaystackAdapter().resume('ACCESS-13')
    await vi.waitFor(() => expect(paystack.instances).toHaveLength(1))
    post(latest(), 'loaded:checkout')
    await expect(result).resolves.toEqual({ status: 'error', message: PAYMENT_LOAD_FAILED })
  })
})
