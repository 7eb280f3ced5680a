import { Timeline } from '~/components/Timeline'
import type { Order } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { hasFeature } from '~/lib/provider-features'
import { hasHistory, progressFromEvents } from '../../order-events'
import { progressEvents } from '../../order-progress'

/**
 * Spec §4's six progress steps, in the order they happen for whoever created the order, with its
 * current one marked: from its history, with real dates, when the provider sends one (lifecycle
 * spec §2), else from its status (and, with the lifecycle part, whether its payment is due).
 */
export function OrderTracker({
  order,
}: {
  order: Pick<Order, 'status' | 'updated_at' | 'events' | 'initiator_role' | 'awaiting_payment'>
}) {
  const lifecycle = hasFeature('lifecycle')
  const events =
    lifecycle && hasHistory(order)
      ? progressFromEvents(order.events, order.initiator_role)
      : progressEvents(
          // A part that is off is invisible: the base tracker goes by the status alone.
          { ...order, awaiting_payment: lifecycle ? order.awaiting_payment : undefined },
          formatOrderDate(order.updated_at),
        )
  return <Timeline label="Order progress" events={events} />
}
