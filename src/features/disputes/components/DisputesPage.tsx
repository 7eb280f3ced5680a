import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { EmptyState } from '~/components/EmptyState'
import { ErrorState } from '~/components/ErrorState'
import { FilterTabs } from '~/components/FilterTabs'
import { QueryBoundary } from '~/components/QueryBoundary'
import { Spinner } from '~/components/Spinner'
import { StatusBadge } from '~/components/StatusBadge'
import { formatOrderDate } from '~/lib/dates'
import { disputeQueries } from '../queries'
import type { Dispute } from '../schemas'
import type { DisputeTab } from '../search-params'
import { DisputeDetailsDialog } from './DisputeDetailsDialog'
import * as styles from './DisputesPage.css'
import { RaiseDisputeDialog } from './RaiseDisputeDialog'

const TABS: { value: DisputeTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
]

function isTab(value: string): value is DisputeTab {
  return TABS.some((tab) => tab.value === value)
}

export function disputesOnTab(disputes: readonly Dispute[], tab: DisputeTab): Dispute[] {
  return tab === 'all' ? [...disputes] : disputes.filter((dispute) => dispute.status === tab)
}

export interface DisputesPageProps {
  /** Whose disputes: each user has their own list in this browser. */
  userKey: string
  viewerEmail: string | undefined
  tab: DisputeTab
  onTabChange: (tab: DisputeTab) => void
  /** From `?raise=`: an escrow id, INVALID_ESCROW_ID, or undefined (no request). */
  requested: string | undefined
  /** The request was dealt with (the dialog closed): the page drops it from the URL. */
  onRequestHandled: () => void
}

/** 'Dispute Resolution' (spec §2): the user's disputes by status, Raise Dispute, and each one's details. */
export function DisputesPage({
  userKey,
  viewerEmail,
  tab,
  onTabChange,
  requested,
  onRequestHandled,
}: DisputesPageProps) {
  const panelId = useId()
  const [raising, setRaising] = useState(requested !== undefined)
  const [viewing, setViewing] = useState<Dispute | null>(null)
  const [raised, setRaised] = useState<Dispute | null>(null)

  function setRaiseOpen(open: boolean) {
    setRaising(open)
    if (open) setRaised(null)
    if (!open && requested !== undefined) onRequestHandled()
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Dispute Resolution</h1>
        <RaiseDisputeDialog
          userKey={userKey}
          open={raising}
          onOpenChange={setRaiseOpen}
          requested={requested}
          viewerEmail={viewerEmail}
          onCreated={(dispute) => {
            setRaised(dispute)
            setRaiseOpen(false)
          }}
        />
      </div>
      {raised ? (
        <Alert tone="positive">
          Dispute {raised.id} was raised about {raised.orderId}.
        </Alert>
      ) : null}
      <FilterTabs
        label="Filter disputes"
        tabs={TABS}
        value={tab}
        controls={panelId}
        onChange={(value) => {
          if (isTab(value)) onTabChange(value)
        }}
      />
      <section id={panelId} aria-label="Disputes">
        <QueryBoundary
          fallback={<Spinner label="Loading disputes..." />}
          errorFallback={(retry) => (
            <ErrorState
              title="Your disputes could not be loaded"
              message="This browser keeps your disputes; it did not let us read them."
              actions={<Button onClick={retry}>Try Again</Button>}
            />
          )}
        >
          <DisputeList userKey={userKey} tab={tab} onView={setViewing} />
        </QueryBoundary>
      </section>
      <DisputeDetailsDialog dispute={viewing} onClose={() => setViewing(null)} />
    </div>
  )
}

/** The user's disputes on the chosen tab (suspends while the list loads: see QueryBoundary). */
function DisputeList({
  userKey,
  tab,
  onView,
}: {
  userKey: string
  tab: DisputeTab
  onView: (dispute: Dispute) => void
}) {
  const { data: disputes } = useSuspenseQuery(disputeQueries.list(userKey))
  const rows = useMemo(() => disputesOnTab(disputes, tab), [disputes, tab])
  if (rows.length === 0) return <EmptyState message="No disputes found." />
  return (
    <ul className={styles.list}>
      {rows.map((dispute) => (
        <li key={dispute.id}>
          <DisputeCard dispute={dispute} onView={() => onView(dispute)} />
        </li>
      ))}
    </ul>
  )
}

function DisputeCard({ dispute, onView }: { dispute: Dispute; onView: () => void }) {
  return (
    <Card as="article" className={styles.card} aria-label={`Dispute ${dispute.id}`}>
      <div className={styles.cardTop}>
        <Link to="/orders/$id" params={{ id: dispute.orderId }} className={styles.escrowLink}>
          {dispute.orderId}
        </Link>
        <StatusBadge status={dispute.status} />
      </div>
      <p className={styles.reason}>{dispute.reason}</p>
      <p className={styles.meta}>Dispute ID: {dispute.id}</p>
      <p className={styles.meta}>
        Created <time dateTime={dispute.createdAt}>{formatOrderDate(dispute.createdAt)}</time>
      </p>
      <div className={styles.cardActions}>
        <Button
          tone="secondary"
          size="sm"
          aria-label={`View dispute ${dispute.id}`}
          onClick={onView}
        >
          View
        </Button>
      </div>
    </Card>
  )
}
