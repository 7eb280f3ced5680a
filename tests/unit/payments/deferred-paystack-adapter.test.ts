import { describe, expect, it, vi } from 'vitest'
import { deferPaystackAdapter } from '~/features/payments/PaystackPaymentProvider'
import { PAYMENT_LOAD_FAILED } from '~/features/payments/payment-messages'
import type { PaystackAdapter } from '~/features/payments/paystack-adapter'

function fakeAdapter(): PaystackAdapter {
  return {
    cancel: vi.fn(),
    resume: vi.fn(() => Promise.resolve({ status: 'success' as const })),
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('the Paystack adapter fetched on the first payment', () => {
  it('downloads the adapter once, on the first payment, and hands every payment to it', async () => {
    const adapter = fakeAdapter()
    const load = vi.fn(() => Promise.resolve(adapter))
    const port = deferPaystackAdapter(load)
    expect(load).not.toHaveBeenCalled()

    await expect(port.resume('code-1')).resolves.toEqual({ status: 'success' })
    await expect(port.resume('code-2')).resolves.toEqual({ status: 'success' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(adapter.resume).toHaveBeenCalledWith('code-1')
    expect(adapter.resume).toHaveBeenCalledWith('code-2')
  })

  it('settles as cancelled when the session ends while the adapter downloads, and never opens', async () => {
    const adapter = fakeAdapter()
    const download = deferred<PaystackAdapter>()
    const port = deferPaystackAdapter(() => download.promise)

    const payment = port.resume('code-1')
    port.cancel()
    await expect(payment).resolves.toEqual({ status: 'cancelled' })
    download.resolve(adapter)
    await download.promise
    expect(adapter.resume).not.toHaveBeenCalled()

    // A later payment uses the adapter that arrived meanwhile.
    await expect(port.resume('code-2')).resolves.toEqual({ status: 'success' })
  })

  it('passes cancel on to the adapter once it is there', async () => {
    const adapter = fakeAdapter()
    const port = deferPaystackAdapter(() => Promise.resolve(adapter))
    await port.resume('code-1')
    port.cancel()
    expect(adapter.cancel).toHaveBeenCalledTimes(1)
  })

  it('says the checkout could not load when the download fails, and tries again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const adapter = fakeAdapter()
    const load = vi
      .fn<() => Promise<PaystackAdapter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(adapter)
    const port = deferPaystackAdapter(load)

    await expect(port.resume('code-1')).resolves.toEqual({
      status: 'error',
      message: PAYMENT_LOAD_FAILED,
    })
    expect(error).toHaveBeenCalledWith(
      'Could not load the Paystack checkout',
      expect.any(TypeError),
    )
    await expect(port.resume('code-2')).resolves.toEqual({ status: 'success' })
    expect(load).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })
})
