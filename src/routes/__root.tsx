import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { PaymentProvider } from '~/features/payments/PaymentProvider'
import type { RouterContext } from '~/router'

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
