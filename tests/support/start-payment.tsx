import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { SandboxPaymentProvider } from '~/features/payments/SandboxPaymentProvider'
import { usePaymentAdapter, type PaymentResult } from '~/lib/payment-port'
import { appQueryClient } from './render'

/** A button that resumes the payment 'CODE-1' through the provider above it, and shows the result. */
export function StartPayment() {
  const payments = usePaymentAdapter()
  const [result, setResult] = useState<PaymentResult | null>(null)
  return (
    <>
      <button type="button" onClick={() => void payments.resume('CODE-1').then(setResult)}>
        Start payment
      </button>
      {result ? <output>{JSON.stringify(result)}</output> : null}
    </>
  )
}

/** The sandbox checkout around StartPayment. */
export function renderSandboxCheckout() {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={appQueryClient()}>
      <SandboxPaymentProvider>
        <StartPayment />
      </SandboxPaymentProvider>
    </QueryClientProvider>,
  )
  return user
}
