import type { QueryClient } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { PaymentContext, type PaymentAdapter } from '~/lib/payment-port'
import { createQueryClient } from '~/lib/query-client'
import { renderWithRouter } from '../render-with-router'

/**
 * The app's own QueryClient (so mutations invalidate through `meta.invalidates`), without retries
 * so a failed fetch shows at once. A fresh one per test.
 */
export function appQueryClient(): QueryClient {
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, gcTime: Infinity },
  })
  return queryClient
}

export function fakePayments(): PaymentAdapter {
  return { resume: vi.fn(() => Promise.resolve({ status: 'success' as const })) }
}

/**
 * Renders `ui` as the app would: inside the shared memory router (tests/component/render-with-router),
 * the app's QueryClient and a fake payment adapter.
 */
export async function renderInApp(
  ui: ReactNode,
  {
    path = '/dashboard',
    queryClient = appQueryClient(),
    payments = fakePayments(),
  }: { path?: string; queryClient?: QueryClient; payments?: PaymentAdapter } = {},
) {
  const user = userEvent.setup()
  const view = await renderWithRouter(
    <PaymentContext.Provider value={payments}>{ui}</PaymentContext.Provider>,
    { path, queryClient },
  )
  return { user, payments, ...view }
}
