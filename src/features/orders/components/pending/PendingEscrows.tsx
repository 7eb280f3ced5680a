import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { EmptyState } from '~/components/EmptyState'
import { Money } from '~/components/Money'
import { QueryBoundary } from '~/components/QueryBoundary'
import { Skeleton } from '~/components/Skeleton'
import type { Order } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import { PaymentError } from '~/lib/payment-port'
import { hasFeature } from '~/lib/provider-features'
import { useProfileQuery } from '~/lib/session/profile'
import { visuallyHidden } from '~styles/utilities.css'
import { isOrderBusy, useAcceptOrder, useDeclineOrder } from '../../mutations'
import { firstText } from '~/lib/names'
import { viewerOf } from '../../order-viewer'
import { orderQueries } from '../../queries'
import * as styles from './PendingEscrows.css'

/** A receiving buyer's price and answer (Accept that pays, or Pay now) load only when one shows. */
const BuyerAnswer = lazy(() =>
  import('./BuyerAnswer').then((module) => ({ default: module.BuyerAnswer })),
)

/**
 * The dashboard's 'Pending Escrows': orders waiting for this user's answer, each opening its detail
 * page, with Accept and Decline (a receiving buyer's Accept pays, and once accepted but unpaid the
 * card asks for Pay now: lifecycle spec §2). 'View all' (to /orders) shows when more than one is pending.
 * Skeletons while the list loads; a failure (logged once by the query's meta) offers a retry.
 */
export function PendingEscrows() {
  return (
    <section aria-labelledby="pending-escrows-title" className={styles.section}>
      <QueryBoundary
        header={<PendingHeader />}
        fallback={<PendingSkeleton />}
        errorTitle="We couldn't load your pending escrows."
      >
        <PendingOrders />
      </QueryBoundary>
    </section>
  )
}

function PendingHeader({ viewAll = false }: { viewAll?: boolean }) {
  return (
    <div className={styles.header}>
      <h2 id="pending-escrows-title" className={styles.title}>
        Pending Escrows
      </h2>
      {viewAll ? <Link to="/orders">View all</Link> : null}
    </div>
  )
}

function PendingOrders() {
  const { data: orders } = useSuspenseQuery(orderQueries.pending())
  return (
    <>
      <PendingHeader viewAll={orders.length > 1} />
      <PendingList orders={orders} />
    </>
  )
}

function PendingList({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return <EmptyState message="No pending escrows right now." />
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.public_id}>
          <PendingEscrowCard order={order} />
        </li>
      ))}
    </ul>
  )
}

/** Spec §2: the initiator's name, else their e-mail, else 'Somebody'. */
function senderOf(order: Order): string {
  return firstText(order.initiator?.full_name, order.initiator?.email) ?? 'Somebody'
}

/**
 * The signed-in user's profile when they are this order's receiving buyer and the lifecycle part
 * is on (their answer is a payment), else null.
 */
function useReceivingBuyer(order: Order) {
  const lifecycle = hasFeature('lifecycle')
  const { data: profile } = useProfileQuery({ enabled: false })
  if (!lifecycle || !profile) return null
  const viewer = viewerOf(order, profile.email)
  return viewer?.role === 'buyer' && !viewer.initiator ? profile : null
}

function PendingEscrowCard({ order }: { order: Order }) {
  const titleId = useId()
  const buyer = useReceivingBuyer(order)
  const accept = useAcceptOrder()
  const decline = useDeclineOrder()
  const busy = accept.isPending || decline.isPending
  const { public_id: id } = order
  // The payment window's own failure is shown where Accept was pressed (issue 9): the user must
  // know the pop-up failed, not that they cancelled it.
  const paymentFailure = accept.error instanceof PaymentError ? accept.error.message : null

  // Spec §8: accept and decline errors on the dashboard are logged only; the card goes back to normal.
  // A click while this order is already being answered (e.g. a double click) is ignored.
  const answer = (mutation: typeof accept | typeof decline, action: string) => {
    if (isOrderBusy(id)) return
    accept.reset()
    mutation.mutate(id, {
      onError: (error) => console.error(`Failed to ${action} order ${id}`, error),
    })
  }

  const button = (mutation: typeof accept | typeof decline, action: string, label: string) => (
    <Button
      size="sm"
      tone={mutation === accept ? 'primary' : 'secondary'}
      loading={mutation.isPending}
      disabled={busy}
      aria-describedby={titleId}
      onClick={() => answer(mutation, action)}
    >
      {label}
    </Button>
  )
  const declineButton = button(decline, 'decline', 'Decline')
  const price = (
    <p className={styles.price}>
      <Money kobo={toKobo(order.item_price)} />
    </p>
  )

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.itemName}>
        <Link to="/orders/$id" params={{ id }} className={styles.cardLink}>
          {order.item_name}
        </Link>
      </h3>
      <p className={styles.from}>From {senderOf(order)}</p>
      {order.description ? <p className={styles.description}>{order.description}</p> : null}
      {buyer ? (
        <Suspense fallback={price}>
          <BuyerAnswer
            order={order}
            profile={buyer}
            describedBy={titleId}
            decline={declineButton}
          />
        </Suspense>
      ) : (
        <>
          {price}
          <div className={styles.actions}>
            {button(accept, 'accept', 'Accept')}
            {declineButton}
          </div>
          {paymentFailure ? <Alert tone="critical">{paymentFailure}</Alert> : null}
        </>
      )}
    </article>
  )
}

function PendingSkeleton() {
  return (
    <>
      <p role="status" className={visuallyHidden}>
        Loading pending escrows
      </p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1].map((key) => (
          <li key={key} className={styles.skeletonCard}>
            <Skeleton width="60%" height={22} />
            <Skeleton width="40%" />
            <Skeleton width="90%" />
            <Skeleton width="35%" height={22} />
          </li>
        ))}
      </ul>
    </>
  )
}
