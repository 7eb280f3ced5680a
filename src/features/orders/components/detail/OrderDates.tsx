import { Timeline } from '~/components/Timeline'
import type { Order } from '~/contract/escrow'
import { formatDay, formatOrderDate } from '~/lib/dates'
import { hasFeature } from '~/lib/provider-features'
import { hasHistory, historyTimeline } from '../../order-events'

type DatedOrder = Pick<
  Order,
  | 'expected_delivery_date'
  | 'created_at'
  | 'updated_at'
  | 'events'
  | 'inspection_ends_at'
  | 'status'
>

/**
 * The order's dates: due (delivery), then its history with real dates when the provider sends one
 * (lifecycle spec §2; the inspection period's end while it is still ahead), else created and last
 * updated.
 */
export function OrderDates({ order }: { order: DatedOrder }) {
  const due = {
    label: 'Due date',
    date: order.expected_delivery_date ? formatDay(order.expected_delivery_date) : 'Not set',
  }
  if (hasFeature('lifecycle') && hasHistory(order)) {
    const inspection =
      order.status === 'active' && order.inspection_ends_at
        ? [
            {
              label: 'Inspection period ends',
              date: formatOrderDate(order.inspection_ends_at),
              description: 'The funds are released automatically then, unless disputed.',
            },
          ]
        : []
    return (
      <Timeline
        label="Order dates"
        events={[due, ...historyTimeline(order.events), ...inspection]}
      />
    )
  }
  return (
    <Timeline
      label="Order dates"
      events={[
        due,
        { label: 'Created', date: formatOrderDate(order.created_at) },
        { label: 'Updated', date: formatOrderDate(order.updated_at) },
      ]}
    />
  )
}
