import { queryOptions } from '@tanstack/react-query'
import { SANDBOX_PREFIX, SandboxPayment } from '~/contract/sandbox'
import { apiJson } from '~/lib/api-client'

/** The sandbox's card checkout stand-in: GET/POST /api/v1/__sandbox/payments/{code}[/complete|/cancel]. */
function paymentPath(accessCode: string, action?: 'complete' | 'cancel'): string {
  const base = `${SANDBOX_PREFIX.slice(1)}/payments/${encodeURIComponent(accessCode)}`
  return action ? `${base}/${action}` : base
}

export const sandboxPaymentKeys = {
  all: ['sandbox-payments'] as const,
  payment: (accessCode: string) => ['sandbox-payments', accessCode] as const,
}

export const sandboxPaymentQuery = (accessCode: string) =>
  queryOptions({
    queryKey: sandboxPaymentKeys.payment(accessCode),
    queryFn: ({ signal }) => apiJson(SandboxPayment, paymentPath(accessCode), { signal }),
    // A checkout shows what the payment is now, never a cached earlier answer.
    staleTime: 0,
  })

export function completeSandboxPayment(accessCode: string): Promise<SandboxPayment> {
  return apiJson(SandboxPayment, paymentPath(accessCode, 'complete'), { method: 'post' })
}

export function cancelSandboxPayment(accessCode: string): Promise<SandboxPayment> {
  return apiJson(SandboxPayment, paymentPath(accessCode, 'cancel'), { method: 'post' })
}
