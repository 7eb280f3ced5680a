import { Timeline } from '~/components/Timeline'
import type { Order } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { hasFeature } from '~/lib/provider-features'
import { hasHistory, progressFromEvents } from '../../order-events'
import { progressEvents } from '../../order-progress'

/**
 * Spec §4's six progress steps with the order's current one marked: from its history, with real
 * dates, when the provider sends one (lifecycle spec §2), else from its status alone.
 */
export function OrderTracker({
  order,
}: {
  order: Pick<Order, 'status' | 'updated_at' | 'events'>
}) {
  const events =
    hasFeature('lifecycle') && hasHistory(order)
      ? progressFromEvents(order.events)
      : progressEvents(order.status, formatOrderDate(order.updated_at))
  return <Timeline label="Order progress" events={events} />
}
