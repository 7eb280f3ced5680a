import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { PaymentProvider } from '~/features/payments/PaymentProvider'
import type { TokenStore } from '~/lib/session/token-store'

/** What every route's loader and guard receive (declared here, beside the root, to keep types acyclic). */
export interface RouterContext {
  queryClient: QueryClient
  session: TokenStore
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <PaymentProvider>
      <Outlet />
    </PaymentProvider>
  )
}
