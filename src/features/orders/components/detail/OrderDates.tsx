import { Timeline } from '~/components/Timeline'
import type { Order } from '~/contract/escrow'
import { formatDay, formatOrderDate, parseDateOrDay } from '~/lib/dates'
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

/** Whether a day ("2026-03-04", the viewer's calendar) or an instant is still ahead of `now`. */
function isAhead(value: string, now: Date): boolean {
  return parseDateOrDay(value).getTime() > now.getTime()
}

/**
 * The order's dates: due (delivery), then its history with real dates when the provider sends one
 * (lifecycle spec §2; the inspection period's end while it is still ahead), else created and last
 * updated. A date still ahead (the due day before it comes, the inspection period's end) is drawn
 * as to come, not as done.
 */
export function OrderDates({ order }: { order: DatedOrder }) {
  const now = new Date()
  const dueDay = order.expected_delivery_date
  const due = {
    label: 'Due date',
    date: dueDay ? formatDay(dueDay) : 'Not set',
    upcoming: dueDay ? isAhead(dueDay, now) : false,
  }
  if (hasFeature('lifecycle') && hasHistory(order)) {
    const inspection =
      order.status === 'active' && order.inspection_ends_at
        ? [
            {
              label: 'Inspection period ends',
              date: formatOrderDate(order.inspection_ends_at),
              description: 'The funds are released automatically then, unless disputed.',
              upcoming: isAhead(order.inspection_ends_at, now),
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
