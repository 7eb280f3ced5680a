import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { EmptyState } from '~/components/EmptyState'
import { ErrorState } from '~/components/ErrorState'
import { FilterTabs } from '~/components/FilterTabs'
import { QueryBoundary } from '~/components/QueryBoundary'
import { Spinner } from '~/components/Spinner'
import { hasFeature } from '~/lib/provider-features'
import { disputesOnTab, outcomeText } from '../dispute-view'
import { disputeQueries } from '../queries'
import type { Dispute } from '../schemas'
import type { DisputeTab } from '../search-params'
import { DisputeCard, type DisputeCardProps } from './DisputeCard'
import { DisputeDetailsDialog } from './DisputeDetailsDialog'
import * as styles from './DisputesPage.css'
import { DisputeThreadDialog } from './DisputeThreadDialog'
import { LocalDisputesOffer } from './LocalDisputesOffer'
import { RaiseDisputeDialog, type RaisedDispute } from './RaiseDisputeDialog'

const TABS: { value: DisputeTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
]

function isTab(value: string): value is DisputeTab {
  return TABS.some((tab) => tab.value === value)
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
  /** From `?dispute=` (the `disputes` part): the dispute shown, or undefined. */
  viewing?: string | undefined
  /** Opens (an id) or closes (undefined) a dispute on the server: the page puts it in the URL. */
  onViewChange?: (id: string | undefined) => void
}

/**
 * 'Dispute Resolution' (spec §2): the user's disputes by status, Raise Dispute, and each one's
 * details. With the provider's `disputes` part (lifecycle spec §3) the disputes are the server's,
 * with their threads, and disputes kept in this browser from before are offered for submission;
 * without it they live in this browser only, as the base spec says.
 */
export function DisputesPage(props: DisputesPageProps) {
  const { userKey, viewerEmail, tab, onTabChange, requested, onRequestHandled } = props
  const server = hasFeature('disputes')
  const panelId = useId()
  const [raising, setRaising] = useState(requested !== undefined)
  const [viewingLocal, setViewingLocal] = useState<Dispute | null>(null)
  const [raised, setRaised] = useState<RaisedDispute | null>(null)
  const { onViewChange } = props
  const onView = useCallback((id: string) => onViewChange?.(id), [onViewChange])

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
          Dispute {raised.id} was raised about {raised.escrowId}.
        </Alert>
      ) : null}
      {server ? <LocalDisputesOffer userKey={userKey} /> : null}
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
        {server ? (
          <DisputesBoundary message="Check your connection and try again.">
            <ServerDisputeList tab={tab} onView={onView} />
          </DisputesBoundary>
        ) : (
          <DisputesBoundary message="This browser keeps your disputes; it did not let us read them.">
            <LocalDisputeList userKey={userKey} tab={tab} onView={setViewingLocal} />
          </DisputesBoundary>
        )}
      </section>
      {server ? (
        <DisputeThreadDialog disputeId={props.viewing} onClose={() => onViewChange?.(undefined)} />
      ) : (
        <DisputeDetailsDialog dispute={viewingLocal} onClose={() => setViewingLocal(null)} />
      )}
    </div>
  )
}

/** The list's boundary: a spinner while it loads, `message` and Try Again when it fails. */
function DisputesBoundary({ message, children }: { message: string; children: ReactNode }) {
  return (
    <QueryBoundary
      fallback={<Spinner label="Loading disputes..." />}
      errorFallback={(retry) => (
        <ErrorState
          title="Your disputes could not be loaded"
          message={message}
          actions={<Button onClick={retry}>Try Again</Button>}
        />
      )}
    >
      {children}
    </QueryBoundary>
  )
}

type CardFacts = Omit<DisputeCardProps, 'onView'>

/** The cards of the disputes on a tab, or 'No disputes found.'. */
function DisputeCardList({ cards, onView }: { cards: CardFacts[]; onView: (id: string) => void }) {
  if (cards.length === 0) return <EmptyState message="No disputes found." />
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.id}>
          <DisputeCard {...card} onView={onView} />
        </li>
      ))}
    </ul>
  )
}

/** The disputes on the server on the chosen tab (suspends while the list loads). */
function ServerDisputeList({ tab, onView }: { tab: DisputeTab; onView: (id: string) => void }) {
  const { data: disputes } = useSuspenseQuery(disputeQueries.serverList())
  const cards = useMemo(
    () =>
      disputesOnTab(disputes, tab).map((dispute) => ({
        id: dispute.id,
        escrowId: dispute.escrow_id,
        status: dispute.status,
        reason: dispute.reason,
        createdAt: dispute.created_at,
        outcome: outcomeText(dispute),
      })),
    [disputes, tab],
  )
  return <DisputeCardList cards={cards} onView={onView} />
}

/** This browser's disputes on the chosen tab (suspends while the list loads: see QueryBoundary). */
function LocalDisputeList({
  userKey,
  tab,
  onView,
}: {
  userKey: string
  tab: DisputeTab
  onView: (dispute: Dispute) => void
}) {
  const { data: disputes } = useSuspenseQuery(disputeQueries.list(userKey))
  const cards = useMemo(
    () =>
      disputesOnTab(disputes, tab).map((dispute) => ({
        id: dispute.id,
        escrowId: dispute.orderId,
        status: dispute.status,
        reason: dispute.reason,
        createdAt: dispute.createdAt,
      })),
    [disputes, tab],
  )
  const byId = useMemo(() => new Map(disputes.map((dispute) => [dispute.id, dispute])), [disputes])
  const view = useCallback(
    (id: string) => {
      const dispute = byId.get(id)
      if (dispute) onView(dispute)
    },
    [byId, onView],
  )
  return <DisputeCardList cards={cards} onView={view} />
}
