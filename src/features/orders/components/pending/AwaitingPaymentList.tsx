import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Money } from '~/components/Money'
import type { User } from '~/contract/auth'
import type { Order } from '~/contract/escrow'
import { paymentBreakdown } from '../../payment-breakdown'
import { PayNow } from '../detail/PayNow'
import * as styles from './PendingEscrows.css'

/** The cards of 'Awaiting your payment', each with Pay now (loaded only when one is to show). */
export function AwaitingPaymentList({
  orders,
  walletBalance,
}: {
  orders: readonly Order[]
  walletBalance: User['wallet_balance']
}) {
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.public_id}>
          <AwaitingPaymentCard order={order} walletBalance={walletBalance} />
        </li>
      ))}
    </ul>
  )
}

function AwaitingPaymentCard({
  order,
  walletBalance,
}: {
  order: Order
  walletBalance: User['wallet_balance']
}) {
  const titleId = useId()
  const { totalPaidKobo } = paymentBreakdown(order)
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.itemName}>
        <Link to="/orders/$id" params={{ id: order.public_id }} className={styles.cardLink}>
          {order.item_name}
        </Link>
      </h3>
      <p className={styles.from}>Total to pay</p>
      <p className={styles.price}>
        <Money kobo={totalPaidKobo} />
      </p>
      <div className={styles.actions}>
        <PayNow
          order={order}
          profile={{ wallet_balance: walletBalance }}
          size="sm"
          describedBy={titleId}
        />
      </div>
    </article>
  )
}
