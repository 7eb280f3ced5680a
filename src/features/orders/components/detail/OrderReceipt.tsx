import { StatusBadge } from '~/components/StatusBadge'
import type { Order } from '~/contract/escrow'
import { formatDay, formatOrderDate } from '~/lib/dates'
import { orderParties } from '../../order-parties'
import type { PaymentBreakdown } from '../../payment-breakdown'
import * as styles from './OrderReceipt.css'
import { PartyDetails } from './PartyDetails'
import { PaymentBreakdownList } from './PaymentBreakdownList'

export interface OrderReceiptProps {
  order: Order
  breakdown: PaymentBreakdown
  /** The order's badge (its status, or 'Under dispute' / 'Refunded'). */
  badge?: { status: string; label?: string }
  /** Still waiting for the buyer's payment: 'Total to pay'. */
  unpaid?: boolean
}

/**
 * The printable receipt: not shown on screen, and the only thing shown when the page is printed
 * (everything else on the page is marked data-print="hide").
 */
export function OrderReceipt({ order, breakdown, badge, unpaid = false }: OrderReceiptProps) {
  const { buyer, seller } = orderParties(order)
  return (
    <section aria-label="Receipt" className={styles.receipt}>
      <h1 className={styles.title}>Escrow receipt</h1>
      <dl className={styles.facts}>
        <dt>Escrow ID</dt>
        <dd>{order.public_id}</dd>
        <dt>Item</dt>
        <dd>{order.item_name}</dd>
        {order.description ? (
          <>
            <dt>Description</dt>
            <dd>{order.description}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <StatusBadge status={badge?.status ?? order.status} label={badge?.label} />
        </dd>
        <dt>Created</dt>
        <dd>{formatOrderDate(order.created_at)}</dd>
        <dt>Updated</dt>
        <dd>{formatOrderDate(order.updated_at)}</dd>
        <dt>Due date</dt>
        <dd>
          {order.expected_delivery_date ? formatDay(order.expected_delivery_date) : 'Not set'}
        </dd>
      </dl>
      <h2 className={styles.heading}>Payment</h2>
      <PaymentBreakdownList breakdown={breakdown} unpaid={unpaid} />
      <h2 className={styles.heading}>Parties</h2>
      <div className={styles.parties}>
        <PartyDetails party={buyer} />
        <PartyDetails party={seller} />
      </div>
    </section>
  )
}
