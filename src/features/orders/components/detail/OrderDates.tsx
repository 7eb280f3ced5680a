import { Timeline } from '~/components/Timeline'
import type { Order } from '~/contract/escrow'
import { formatDay, formatOrderDate } from '~/lib/dates'

type DatedOrder = Pick<Order, 'expected_delivery_date' | 'created_at' | 'updated_at'>

/** The order's dates: due (delivery), created and last updated. */
export function OrderDates({ order }: { order: DatedOrder }) {
  return (
    <Timeline
      label="Order dates"
      events={[
        {
          label: 'Due date',
          date: order.expected_delivery_date ? formatDay(order.expected_delivery_date) : 'Not set',
        },
        { label: 'Created', date: formatOrderDate(order.created_at) },
        { label: 'Updated', date: formatOrderDate(order.updated_at) },
      ]}
    />
  )
}
