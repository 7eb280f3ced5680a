import { useSuspenseQuery } from '@tanstack/react-query'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { QueryBoundary } from '~/components/QueryBoundary'
import { errorMessage } from '~/lib/api-error'
import { formatOrderDate } from '~/lib/dates'
import { isInFlight } from '~/lib/single-flight'
import { localDisputeFlightKey, useDiscardLocalDispute, useSubmitLocalDispute } from '../mutations'
import { disputeQueries } from '../queries'
import type { Dispute } from '../schemas'
import * as styles from './DisputesPage.css'

export const LOCAL_OFFER_TITLE = 'Disputes kept on this device'
export const LOCAL_SUBMIT_FAILED = 'The dispute could not be sent. Please try again.'

/**
 * Disputes raised before the provider took them (kept in this browser, never sent): each one still
 * open is offered once, to submit (sent to the provider, then the local copy removed) or to discard
 * (removed). Nothing is shown when there are none, or when this browser's store cannot be read.
 */
export function LocalDisputesOffer({ userKey }: { userKey: string }) {
  return (
    <QueryBoundary fallback={null} errorFallback={() => null}>
      <LocalDisputes userKey={userKey} />
    </QueryBoundary>
  )
}

function LocalDisputes({ userKey }: { userKey: string }) {
  const { data: local } = useSuspenseQuery(disputeQueries.localOpen(userKey))
  if (local.length === 0) return null
  return (
    <section className={styles.offer} aria-label={LOCAL_OFFER_TITLE}>
      <Alert tone="caution" as="div">
        <strong>{LOCAL_OFFER_TITLE}</strong>
        <span>
          {local.length === 1 ? 'This dispute was' : 'These disputes were'} saved on this device
          only and never reached the other party or the provider. Submit to send it now, or discard
          it.
        </span>
      </Alert>
      <ul className={styles.list}>
        {local.map((dispute) => (
          <li key={dispute.id}>
            <LocalDisputeItem userKey={userKey} dispute={dispute} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function LocalDisputeItem({ userKey, dispute }: { userKey: string; dispute: Dispute }) {
  const submit = useSubmitLocalDispute(userKey)
  const discard = useDiscardLocalDispute(userKey)
  const flight = localDisputeFlightKey(dispute.id)
  const busy = submit.isPending || discard.isPending
  return (
    <Card
      as="article"
      className={styles.card}
      aria-label={`Local dispute about ${dispute.orderId}`}
    >
      <p className={styles.meta}>
        {dispute.orderId} · saved{' '}
        <time dateTime={dispute.createdAt}>{formatOrderDate(dispute.createdAt)}</time>
        {dispute.images.length > 0 ? ` · ${String(dispute.images.length)} image(s)` : ''}
      </p>
      <p className={styles.reason}>{dispute.reason}</p>
      {submit.isError ? (
        <Alert tone="critical">{errorMessage(submit.error, LOCAL_SUBMIT_FAILED)}</Alert>
      ) : null}
      {discard.isError ? (
        <Alert tone="critical">The dispute could not be discarded. Please try again.</Alert>
      ) : null}
      <div className={styles.offerActions}>
        <Button
          size="sm"
          loading={submit.isPending}
          disabled={busy && !submit.isPending}
          aria-label={`Submit dispute about ${dispute.orderId}`}
          onClick={() => {
            if (!isInFlight(flight)) submit.mutate(dispute)
          }}
        >
          Submit
        </Button>
        <Button
          size="sm"
          tone="secondary"
          loading={discard.isPending}
          disabled={busy && !discard.isPending}
          aria-label={`Discard dispute about ${dispute.orderId}`}
          onClick={() => {
            if (!isInFlight(flight)) discard.mutate(dispute)
          }}
        >
          Discard
        </Button>
      </div>
    </Card>
  )
}
