import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AppShell } from '~/features/layout/components/AppShell'
import { NotificationsBell } from '~/features/notifications/components/NotificationsBell'
import { OrderDetail } from '~/features/orders/components/OrderDetail'
import { OrderDetailError } from '~/features/orders/components/OrderDetailError'
import { requireOrderId } from '~/features/orders/order-errors'
import { orderQueries, type OrderAccess } from '~/features/orders/queries'
import { signOut } from '~/features/session/auth-api'
import { sessionQueries } from '~/features/session/queries'
import { useSession } from '~/features/session/use-session'
import type { SessionStatus } from '~/lib/token-store'
import { RoutePending } from './-components/RoutePending'

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
  // otherwise stay in this file and so in the first bundle of every page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
})

function OrderDetailRoute() {
  const router = useRouter()
  const { id } = Route.useParams()
  const { status } = useSession()
  const orderId = requireOrderId(id)
  const { data: order } = useSuspenseQuery(orderQueries.detail(orderId, accessOf(status)))
  const signInHref = router.buildLocation({
    to: '/login',
    search: { redirect: `/orders/${encodeURIComponent(orderId)}` },
  }).href
  return (
    <OrderPageFrame>
      <OrderDetail order={order} signedIn={status === 'signedIn'} signInHref={signInHref} />
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

/**
 * The app shell, signed in or not (this route is outside the _authed layout that draws it for
 * the other pages). Signing out here stays on the order, which then shows its limited view.
 */
function OrderPageFrame({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const signedIn = status === 'signedIn'
  const { data: user } = useQuery({ ...sessionQueries.profile(), enabled: signedIn })
  return (
    <AppShell
      user={signedIn ? user : null}
      onSignOut={signedIn ? signOut : undefined}
      notifications={signedIn ? <NotificationsBell /> : undefined}
    >
      {children}
    </AppShell>
  )
}
