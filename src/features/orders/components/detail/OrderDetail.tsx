import { Link } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { Money } from '~/components/Money'
import { StatusBadge } from '~/components/StatusBadge'
import type { Order } from '~/contract/escrow'
import { orderParties } from '../../order-parties'
import { isUnpaid, orderBadge } from '../../order-action-plan'
import { paymentBreakdown } from '../../payment-breakdown'
import { signInSearch } from '../../search-params'
import { OrderActions } from './OrderActions'
import { OrderDates } from './OrderDates'
import * as styles from './OrderDetail.css'
import { OrderFacts } from './OrderFacts'
import { OrderGallery } from './OrderGallery'
import { InspectionNotice } from './InspectionNotice'
import { OrderReceipt } from './OrderReceipt'
import { OrderTracker } from './OrderTracker'
import { PartyDetails } from './PartyDetails'
import { PaymentBreakdownList } from './PaymentBreakdownList'
import { useOrderViewer } from './use-order-viewer'

export interface OrderDetailProps {
  order: Order
  /** Signed-out viewers see a limited page: no tracker, and sign-in instead of Accept/Decline. */
  signedIn: boolean
}

/** /orders/{id}: one escrow order with its breakdown, parties, dates, progress and actions. */
export function OrderDetail({ order, signedIn }: OrderDetailProps) {
  const breakdown = paymentBreakdown(order)
  const { buyer, seller } = orderParties(order)
  // Lifecycle spec §2 (a part that is off shows nothing of it): the viewer's role, the badge,
  // 'Total to pay' before payment, the inspection period, the photos and the delivery facts.
  const { lifecycle, viewer } = useOrderViewer(order, signedIn)
  const badge = orderBadge(order, lifecycle)
  const unpaid = lifecycle && isUnpaid(order)
  const images = lifecycle ? (order.images ?? []) : []
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = {
    item: useId(),
    payment: useId(),
    parties: useId(),
    dates: useId(),
    progress: useId(),
  }

  return (
    <>
      <div className={styles.page} data-print="hide">
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/orders">Orders</Link>
            </li>
            <li aria-current="page">#{order.public_id}</li>
          </ol>
        </nav>

        <header className={styles.header}>
          <div className={styles.headline}>
            {/* Focusable from code only: where focus goes after a lifecycle action succeeds. */}
            <h1 ref={heading} tabIndex={-1} className={styles.title}>
              Order #{order.public_id}
            </h1>
            <StatusBadge status={badge.status} label={badge.label} />
          </div>
          <div className={styles.headerSide}>
            <p className={styles.total}>
              <span className={styles.totalLabel}>Total amount</span>
              {/* What the buyer pays into escrow: the same figure as 'Total Paid' below. */}
              <Money kobo={breakdown.totalPaidKobo} className={styles.totalValue} />
            </p>
            <Button tone="secondary" size="sm" onClick={() => window.print()}>
              Download Receipt
            </Button>
          </div>
        </header>

        <div className={styles.columns}>
          <div className={styles.column}>
            <Card as="section" aria-labelledby={ids.item} className={styles.panel}>
              <h2 id={ids.item} className={styles.panelTitle}>
                {order.item_name}
              </h2>
              <p className={styles.description}>
                {order.description?.trim() ? order.description : 'No description.'}
              </p>
              {lifecycle ? <OrderFacts order={order} /> : null}
              {images.length > 0 ? (
                <OrderGallery images={images} itemName={order.item_name} />
              ) : null}
              {viewer ? <InspectionNotice order={order} viewer={viewer} /> : null}
              <OrderActions order={order} signedIn={signedIn} focusAfter={heading} />
            </Card>
            <Card as="section" aria-labelledby={ids.payment} className={styles.panel}>
              <h2 id={ids.payment} className={styles.panelTitle}>
                Payment breakdown
              </h2>
              <PaymentBreakdownList breakdown={breakdown} unpaid={unpaid} />
            </Card>
            <Card as="section" aria-labelledby={ids.progress} className={styles.panel}>
              <h2 id={ids.progress} className={styles.panelTitle}>
                Order status
              </h2>
              {signedIn ? (
                <OrderTracker order={order} />
              ) : (
                <Link
                  to="/login"
                  search={signInSearch(order.public_id)}
                  className={styles.signInPrompt}
                >
                  Sign in to track this order
                </Link>
              )}
            </Card>
          </div>
          <div className={styles.column}>
            <Card as="section" aria-labelledby={ids.parties} className={styles.panel}>
              <h2 id={ids.parties} className={styles.panelTitle}>
                Parties
              </h2>
              <PartyDetails party={buyer} />
              <PartyDetails party={seller} />
            </Card>
            <Card as="section" aria-labelledby={ids.dates} className={styles.panel}>
              <h2 id={ids.dates} className={styles.panelTitle}>
                Timeline
              </h2>
              <OrderDates order={order} />
            </Card>
          </div>
        </div>
      </div>
      <OrderReceipt order={order} breakdown={breakdown} badge={badge} unpaid={unpaid} />
    </>
  )
}
