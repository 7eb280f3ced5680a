import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
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
import { isOrderBusy, useAcceptOrder, useDeclineOrder, useLatestOrderAction } from '../../mutations'
import { firstText } from '~/lib/names'
import { awaitsPayment } from '../../order-payment'
import { viewerOf } from '../../order-viewer'
import { paymentBreakdown } from '../../payment-breakdown'
import { orderQueries } from '../../queries'
import * as styles from './PendingEscrows.css'

/**
 * A receiving buyer's Pay now (for an order they accepted but have not paid, or as their Accept
 * with the choice of wallet or card) loads when it is to show, started on a hint of intent.
 */
const loadBuyerAnswer = () => import('./BuyerAnswer')
const BuyerAnswer = lazy(() =>
  loadBuyerAnswer().then((module) => ({ default: module.BuyerAnswer })),
)
function preloadBuyerAnswer() {
  loadBuyerAnswer().catch((error: unknown) => console.error('Could not load Pay now', error))
}
const preloadOnIntent = { onFocus: preloadBuyerAnswer, onPointerEnter: preloadBuyerAnswer }

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
  const latest = useLatestOrderAction(id)
  // The payment window's own failure is shown where Accept was pressed (issue 9): the user must
  // know the pop-up failed, not that they cancelled it. It stays when the order, accepted, asks
  // for Pay now instead, until a later attempt.
  const paymentFailure =
    accept.error instanceof PaymentError && accept.submittedAt >= latest
      ? accept.error.message
      : null
  // A receiving buyer whose wallet covers the total chooses how to pay on Accept (lifecycle spec
  // §2): Pay now's button takes Accept's place with the choice open, loaded on demand.
  const [choosing, setChoosing] = useState(false)
  const walletCovers =
    buyer !== null && toKobo(buyer.wallet_balance) >= paymentBreakdown(order).totalPaidKobo
  const payer = buyer !== null && (choosing || awaitsPayment(order)) ? buyer : null

  // Spec §8: accept and decline errors on the dashboard are logged only; the card goes back to normal.
  // A click while this order is already being answered (e.g. a double click) is ignored.
  const answer = (mutation: typeof accept | typeof decline, action: string) => {
    if (isOrderBusy(id)) return
    accept.reset()
    if (mutation === accept && walletCovers) {
      setChoosing(true)
      return
    }
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
      {...(mutation === accept && walletCovers ? preloadOnIntent : {})}
    >
      {label}
    </Button>
  )
  const declineButton = button(decline, 'decline', 'Decline')
  const answers = (
    <>
      <p className={styles.price}>
        <Money kobo={toKobo(order.item_price)} />
      </p>
      <div className={styles.actions}>
        {button(accept, 'accept', 'Accept')}
        {declineButton}
      </div>
    </>
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
      {payer ? (
        <Suspense fallback={answers}>
          <BuyerAnswer
            order={order}
            profile={payer}
            describedBy={titleId}
            decline={declineButton}
            choosing={choosing}
          />
        </Suspense>
      ) : (
        answers
      )}
      {paymentFailure ? <Alert tone="critical">{paymentFailure}</Alert> : null}
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
