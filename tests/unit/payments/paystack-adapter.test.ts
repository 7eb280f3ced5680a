import PaystackPop, { type ResumeCallbacks } from '@paystack/inline-js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createPaystackAdapter,
  PAYSTACK_LOAD_TIMEOUT_MS,
} from '~/features/payments/paystack-adapter'
import { PAYMENT_LOAD_FAILED } from '~/features/payments/payment-messages'

/** Every PaystackPop the adapter made, and the callbacks of each resumed transaction. */
const paystack = vi.hoisted(() => ({
  instances: [] as unknown[],
  resumed: [] as { accessCode: string; callbacks: ResumeCallbacks; transaction: { id: string } }[],
  cancelled: [] as unknown[],
  failResume: false,
}))

vi.mock('@paystack/inline-js', () => ({
  default: class MockPaystackPop {
    constructor() {
      paystack.instances.push(this)
    }
    resumeTransaction(accessCode: string, callbacks: ResumeCallbacks) {
      if (paystack.failResume) throw new Error('iframe blocked')
      const transaction = { id: `trx-${paystack.resumed.length + 1}` }
      paystack.resumed.push({ accessCode, callbacks, transaction })
      return transaction
    }
    cancelTransaction(transaction: unknown) {
      paystack.cancelled.push(transaction)
    }
    isLoaded() {
      return true
    }
  },
}))

/** The callbacks of the latest resumed transaction, once the adapter has resumed it. */
async function lastCallbacks(): Promise<ResumeCallbacks> {
  await vi.waitFor(() => expect(paystack.resumed.length).toBeGreaterThan(0))
  return paystack.resumed.at(-1)!.callbacks
}

beforeEach(() => {
  paystack.instances.length = 0
  paystack.resumed.length = 0
  paystack.cancelled.length = 0
  paystack.failResume = false
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createPaystackAdapter', () => {
  it('does not load the provider until a payment starts', () => {
    const load = vi.fn(() => import('@paystack/inline-js'))
    createPaystackAdapter({ load })
    expect(load).not.toHaveBeenCalled()
  })

  it('resumes the transaction with the access code and reports success', async () => {
    const adapter = createPaystackAdapter()
    const result = adapter.resume('ACCESS-1')
    const callbacks = await lastCallbacks()
    expect(paystack.resumed[0]?.accessCode).toBe('ACCESS-1')
    callbacks.onLoad?.({ id: 1, accessCode: 'ACCESS-1' })
    callbacks.onSuccess?.({ id: 1, reference: 'ref-1', message: 'Approved' })
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('reports a cancel as cancelled', async () => {
    const adapter = createPaystackAdapter()
    const result = adapter.resume('ACCESS-2')
    const callbacks = await lastCallbacks()
    callbacks.onLoad?.({ id: 2, accessCode: 'ACCESS-2' })
    callbacks.onCancel?.()
    await expect(result).resolves.toEqual({ status: 'cancelled' })
  })

  it("reports the provider's error message, else the load failure text", async () => {
    const adapter = createPaystackAdapter()
    const first = adapter.resume('ACCESS-3')
    ;(await lastCallbacks()).onError?.({ message: 'Transaction has expired' })
    await expect(first).resolves.toEqual({ status: 'error', message: 'Transaction has expired' })

    const second = adapter.resume('ACCESS-4')
    await vi.waitFor(() => expect(paystack.resumed).toHaveLength(2))
    paystack.resumed[1]?.callbacks.onError?.({})
    await expect(second).resolves.toEqual({ status: 'error', message: PAYMENT_LOAD_FAILED })
  })

  it('ignores callbacks after the outcome is settled', async () => {
    const adapter = createPaystackAdapter()
    const result = adapter.resume('ACCESS-5')
    const callbacks = await lastCallbacks()
    callbacks.onSuccess?.({ id: 5, reference: 'ref-5', message: 'Approved' })
    callbacks.onCancel?.()
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('cancels the transaction and reports an error when the checkout has not loaded within 10 s', async () => {
    vi.useFakeTimers()
    // Loaded at once, so no waiting (which would move the fake clock) is needed before the timer starts.
    const adapter = createPaystackAdapter({ load: () => Promise.resolve({ default: PaystackPop }) })
    const result = adapter.resume('ACCESS-6')
    await vi.advanceTimersByTimeAsync(0)
    expect(paystack.resumed).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(PAYSTACK_LOAD_TIMEOUT_MS - 1)
    expect(paystack.cancelled).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    expect(PAYSTACK_LOAD_TIMEOUT_MS).toBe(10_000)
    expect(paystack.cancelled).toEqual([paystack.resumed[0]?.transaction])
    await expect(result).resolves.toEqual({ status: 'error', message: PAYMENT_LOAD_FAILED })
  })

  it('keeps waiting for the customer once the checkout has loaded', async () => {
    vi.useFakeTimers()
    const adapter = createPaystackAdapter({ load: () => Promise.resolve({ default: PaystackPop }) })
    const result = adapter.resume('ACCESS-7')
    await vi.advanceTimersByTimeAsync(0)
    const callbacks = paystack.resumed[0]!.callbacks
    callbacks.onLoad?.({ id: 7, accessCode: 'ACCESS-7' })

    await vi.advanceTimersByTimeAsync(60_000)
    expect(paystack.cancelled).toEqual([])
    callbacks.onSuccess?.({ id: 7, reference: 'ref-7', message: 'Approved' })
    await expect(result).resolves.toEqual({ status: 'success' })
  })

  it('reuses one PaystackPop instance for every payment', async () => {
    const adapter = createPaystackAdapter()
    const first = adapter.resume('ACCESS-8')
    ;(await lastCallbacks()).onCancel?.()
    await first
    const second = adapter.resume('ACCESS-9')
    await vi.waitFor(() => expect(paystack.resumed).toHaveLength(2))
    paystack.resumed[1]?.callbacks.onSuccess?.({ id: 9, reference: 'ref-9', message: 'Approved' })
    await second
    expect(paystack.instances).toHaveLength(1)
  })

  it('reports a provider that cannot be downloaded, and tries again on the next payment', async () => {
    const load = vi
      .fn<() => Promise<typeof import('@paystack/inline-js')>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('@paystack/inline-js'))
    const adapter = createPaystackAdapter({ load })

    await expect(adapter.resume('ACCESS-10')).resolves.toEqual({
      status: 'error',
      message: PAYMENT_LOAD_FAILED,
    })
    const retry = adapter.resume('ACCESS-11')
    ;(await lastCallbacks()).onSuccess?.({ id: 11, reference: 'ref-11', message: 'Approved' })
    await expect(retry).resolves.toEqual({ status: 'success' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reports a checkout that throws while opening', async () => {
    paystack.failResume = true
    await expect(createPaystackAdapter().resume('ACCESS-12')).resolves.toEqual({
      status: 'error',
      message: PAYMENT_LOAD_FAILED,
    })
  })
})
