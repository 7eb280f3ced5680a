import { noop, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { OrderDetail } from '~/features/orders/components/detail/OrderDetail'
import { OrderDetailError } from '~/features/orders/components/detail/OrderDetailError'
import { requireOrderId } from '~/features/orders/order-errors'
import { orderQueries, type OrderAccess } from '~/features/orders/queries'
import { loadQuery } from '~/lib/route-loading'
import { useSessionStatus } from '~/lib/session/use-session'
import type { SessionStatus } from '~/lib/session/token-store'

function accessOf(status: SessionStatus): OrderAccess {
  return status === 'signed-in' ? 'signed-in' : 'signed-out'
}

/**
 * /orders/{public_id}: in the shell but outside the signed-in guard, so an invite link works signed
 * out (the server then hides part of the contacts; signing out here stays on the order). The page
 * needs the session settled (its one request carries the token when there is one); a tab that
 * starts with a stored token asks for the order signed in at once, beside the start-up profile
 * check rather than after it (no waterfall), and asks again signed out only if the session does
 * not settle signed in.
 */
export const Route = createFileRoute('/_shell/orders/$id')({
  loader: async ({ context: { queryClient, session }, params }) => {
    const id = requireOrderId(params.id)
    const load = (access: OrderAccess) => loadQuery(queryClient, orderQueries.detail(id, access))
    const starting = session.getSnapshot()
    const early = starting.status === 'loading' && starting.accessToken ? load('signed-in') : null
    // Its failure counts only if the session settles signed in (awaited below); else it is moot.
    void early?.catch(noop)
    const access = accessOf((await session.whenSettled()).status)
    await (early && access === 'signed-in' ? early : load(access))
  },
  // The pending view is the router's default (in the _shell layout's frame, like every view here).
  errorComponent: OrderDetailError,
  component: OrderDetailRoute,
  // Unlike other routes' (vite.config.ts), the loader stays in the entry: split, an invite link's
  // order request waited for its chunk and started after the profile check instead of beside it
  // (bench request-economy). The page and its error view share one chunk.
  codeSplitGroupings: [['component', 'errorComponent']],
})

function OrderDetailRoute() {
  const { id } = Route.useParams()
  const status = useSessionStatus()
  const orderId = requireOrderId(id)
  const { data: order } = useSuspenseQuery(orderQueries.detail(orderId, accessOf(status)))
  return <OrderDetail order={order} signedIn={status === 'signed-in'} />
}
