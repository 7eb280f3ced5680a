import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { OrderDetailError } from '~/features/orders/components/detail/OrderDetailError'
import { requireOrderId } from '~/features/orders/order-errors'
import { orderQueries, type OrderAccess } from '~/features/orders/queries'
import { useSession } from '~/features/session/use-session'
import type { SessionStatus } from '~/lib/token-store'
import { RoutePending } from './-components/RoutePending'
import { SessionShell } from './-components/SessionShell'

function accessOf(status: SessionStatus): OrderAccess {
  return status === 'signedIn' ? 'signed-in' : 'signed-out'
}

/**
 * /orders/{public_id}: outside the signed-in guard, so an invite link works signed out (the
 * server then hides part of the contacts). The loader waits for the session to settle so its one
 * request carries the token when there is one.
 */
export const Route = createFileRoute('/orders/$id')({
  loader: async ({ context, params }) => {
    const session = await context.session.whenSettled()
    const id = requireOrderId(params.id)
    // Cached data as it is, else one fetch (ensureQueryData's successor in this TanStack Query).
    await context.queryClient.query({
      ...orderQueries.detail(id, accessOf(session.status)),
      staleTime: 'static',
    })
  },
  pendingComponent: OrderDetailPending,
  errorComponent: OrderDetailFailed,
  component: OrderDetailRoute,
  // One chunk for the three views: they share the page frame (the app shell), which would
  // otherwise stay in this file and so in the first bundle of every page. The loader is split
  // apart as on every route (vite.config.ts), so its queries stay out of the entry too.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent']],
})

function OrderDetailRoute() {
  const { id } = Route.useParams()
  const { status } = useSession()
  const orderId = requireOrderId(id)
  const { data: order } = useSuspenseQuery(orderQueries.detail(orderId, accessOf(status)))
  return (
    <OrderPageFrame>
      <OrderDetail order={order} signedIn={status === 'signedIn'} />
    </OrderPageFrame>
  )
}

function OrderDetailPending() {
  return (
    <OrderPageFrame>
      <RoutePending />
    </OrderPageFrame>
  )
}

function OrderDetailFailed(props: ErrorComponentProps) {
  return (
    <OrderPageFrame>
      <OrderDetailError {...props} />
    </OrderPageFrame>
  )
}

/** Outside the _authed layout, so the shell is drawn here; signing out stays on the order. */
function OrderPageFrame({ children }: { children: ReactNode }) {
  return <SessionShell>{children}</SessionShell>
}
