import { Card } from '~/components/Card'
import type { OrderStatus } from '~/contract/escrow'
import * as styles from './OrderCounts.css'

const CARDS: { status: OrderStatus; label: string }[] = [
  { status: 'active', label: 'Active' },
  { status: 'pending', label: 'Pending' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
]

export interface OrderCountsProps {
  counts: Record<OrderStatus, number>
}

/** The four count cards of the orders page (GET /escrow/all group sizes). */
export function OrderCounts({ counts }: OrderCountsProps) {
  return (
    <ul aria-label="Order counts" className={styles.list}>
      {CARDS.map(({ status, label }) => (
        <li key={status}>
          <Card className={styles.card} data-status={status}>
            <span className={styles.label}>{label}</span>
            <span className={styles.value}>{counts[status].toLocaleString('en-US')}</span>
          </Card>
        </li>
      ))}
    </ul>
  )
}
