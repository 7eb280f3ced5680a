import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { StatusBadge } from '~/components/StatusBadge'
import { formatOrderDate } from '~/lib/dates'
import * as styles from './DisputesPage.css'

export interface DisputeCardProps {
  id: string
  escrowId: string
  status: string
  reason: string
  createdAt: string
  /** A resolved dispute's outcome (the `disputes` part), shown under the reason. */
  outcome?: string | null
  onView: (id: string) => void
}

/** A dispute card (base spec: escrow id, status, reason, dispute id, created date, View). */
export const DisputeCard = memo(function DisputeCard({
  id,
  escrowId,
  status,
  reason,
  createdAt,
  outcome,
  onView,
}: DisputeCardProps) {
  return (
    <Card as="article" className={styles.card} aria-label={`Dispute ${id}`}>
      <div className={styles.cardTop}>
        <Link to="/orders/$id" params={{ id: escrowId }} className={styles.escrowLink}>
          {escrowId}
        </Link>
        <StatusBadge status={status} />
      </div>
      <p className={styles.reason}>{reason}</p>
      {outcome ? <p className={styles.outcome}>{outcome}</p> : null}
      <p className={styles.meta}>Dispute ID: {id}</p>
      <p className={styles.meta}>
        Created <time dateTime={createdAt}>{formatOrderDate(createdAt)}</time>
      </p>
      <div className={styles.cardActions}>
        <Button
          tone="secondary"
          size="sm"
          aria-label={`View dispute ${id}`}
          onClick={() => onView(id)}
        >
          View
        </Button>
      </div>
    </Card>
  )
})
