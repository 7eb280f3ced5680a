import * as v from 'valibot'
import { LOGISTIC_LABELS, LogisticService, type Order } from '~/contract/escrow'
import * as styles from './OrderFacts.css'

/** A logistics company's name for its code (the contract's LOGISTIC_LABELS); an unknown code as sent. */
export function logisticName(code: string | null | undefined): string {
  const trimmed = code?.trim() ?? ''
  if (!trimmed) return 'None chosen'
  return v.is(LogisticService, trimmed) ? LOGISTIC_LABELS[trimmed] : trimmed
}

/** The order's delivery facts (lifecycle spec §2): its logistics service and, once delivered, the seller's note and tracking number. */
export function OrderFacts({
  order,
}: {
  order: Pick<Order, 'logistic_service' | 'delivery_note' | 'tracking_number'>
}) {
  return (
    <dl className={styles.facts}>
      <dt>Logistics service</dt>
      <dd>{logisticName(order.logistic_service)}</dd>
      {order.tracking_number ? (
        <>
          <dt>Tracking number</dt>
          <dd>{order.tracking_number}</dd>
        </>
      ) : null}
      {order.delivery_note ? (
        <>
          <dt>Delivery note</dt>
          <dd className={styles.note}>{order.delivery_note}</dd>
        </>
      ) : null}
    </dl>
  )
}
