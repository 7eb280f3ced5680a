import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import type { Order } from '~/contract/escrow'
import { hasFeature } from '~/lib/provider-features'
import { useProfileQuery } from '~/lib/session/profile'
import { viewerOf } from '../../order-viewer'
import { orderQueries } from '../../queries'
import * as styles from './PendingEscrows.css'

/** The cards and Pay now (with its mutations) load only for a buyer with something to pay. */
const AwaitingPaymentList = lazy(() =>
  import('./AwaitingPaymentList').then((module) => ({ default: module.AwaitingPaymentList })),
)

/**
 * The orders this viewer created as the buyer and has not paid for (`awaiting_payment`). A
 * receiving buyer's order is in Pending Escrows, whose Accept resumes the payment.
 */
export function ordersAwaitingPayment(
  pending: readonly Order[],
  viewerEmail: string | null | undefined,
): Order[] {
  return pending.filter((order) => {
    const viewer = viewerOf(order, viewerEmail)
    return order.awaiting_payment === true && viewer?.role === 'buyer' && viewer.initiator
  })
}

/**
 * The dashboard's 'Awaiting your payment' (lifecycle spec §2: Pay now on the dashboard, not only
 * right after creating): the orders of the grouped list (which the dashboard's loader warms) that
 * this buyer created and has not paid for, each with Pay now. Nothing at all while the part is off, while
 * the list or the profile is not there, or when nothing waits (the pending list and its own
 * failure view are Pending Escrows' to show).
 */
export function AwaitingPayment() {
  const lifecycle = hasFeature('lifecycle')
  const grouped = useQuery({ ...orderQueries.grouped(), enabled: lifecycle })
  const { data: profile } = useProfileQuery({ enabled: false })
  if (!lifecycle || !grouped.data || !profile) return null
  const orders = ordersAwaitingPayment(grouped.data.pending, profile.email)
  if (orders.length === 0) return null
  return (
    <section aria-labelledby="awaiting-payment-title" className={styles.section}>
      <div className={styles.header}>
        <h2 id="awaiting-payment-title" className={styles.title}>
          Awaiting your payment
        </h2>
      </div>
      <Suspense fallback={null}>
        <AwaitingPaymentList orders={orders} walletBalance={profile.wallet_balance} />
      </Suspense>
    </section>
  )
}
