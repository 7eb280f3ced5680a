import { Timeline } from '~/components/Timeline'
import type { Order } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { progressEvents } from '../../order-progress'

/** Spec §4's six progress steps with the order's current one marked. */
export function OrderTracker({ order }: { order: Pick<Order, 'status' | 'updated_at'> }) {
  return (
    <Timeline
      label="Order progress"
      events={progressEvents(order.status, formatOrderDate(order.updated_at))}
    />
  )
}
