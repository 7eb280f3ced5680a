import { useEffect, useState } from 'react'
import { Alert } from '~/components/Alert'
import type { Order } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { timeLeftText } from '../../order-events'
import { inspectionRunning } from '../../order-action-plan'
import type { OrderViewer } from '../../order-viewer'

/** The current time, moved on every `everyMs` while the component is shown. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

export interface InspectionNoticeProps {
  order: Pick<Order, 'status' | 'delivered_at' | 'inspection_ends_at'>
  viewer: OrderViewer
}

/**
 * While the inspection period runs (lifecycle spec §2): 'Inspection period ends {date and time}'
 * for both parties, and for the buyer how long is left (moved on every minute).
 */
export function InspectionNotice({ order, viewer }: InspectionNoticeProps) {
  const now = useNow(60_000)
  const endsAt = order.inspection_ends_at
  if (!endsAt || !inspectionRunning(order, now)) return null
  return (
    <Alert tone="info" as="div" announce={false}>
      <p>Inspection period ends {formatOrderDate(endsAt, now)}</p>
      {viewer.role === 'buyer' ? (
        <p>
          {timeLeftText(endsAt, now)} to release the funds or raise a dispute; after that they are
          released to the seller automatically.
        </p>
      ) : (
        <p>The funds are released to you automatically then, unless the buyer raises a dispute.</p>
      )}
    </Alert>
  )
}
