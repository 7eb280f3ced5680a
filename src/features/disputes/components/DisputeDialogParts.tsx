import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Dialog } from '~/components/Dialog'
import { StatusBadge } from '~/components/StatusBadge'
import { formatOrderDate } from '~/lib/dates'
import * as styles from './DisputeDialogs.css'

/** The dialog of one dispute, local or on the server: open while `id` is there. */
export function DisputeDialogFrame({
  id,
  onClose,
  children,
}: {
  id: string | undefined
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog
      open={id !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={id ? `Dispute ${id}` : 'Dispute'}
    >
      {children}
    </Dialog>
  )
}

/** One term of the facts list and its definition. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  )
}

function Time({ at }: { at: string }) {
  return <time dateTime={at}>{formatOrderDate(at)}</time>
}

/**
 * A dispute's facts: its order (a link), status, then `children` (more facts), the reason, when it
 * was created and, when given, last updated.
 */
export function DisputeFacts({
  orderId,
  status,
  reason,
  createdAt,
  updatedAt,
  children,
}: {
  orderId: string
  status: string
  reason: string
  createdAt: string
  updatedAt?: string
  children?: ReactNode
}) {
  return (
    <dl className={styles.details}>
      <Fact term="Escrow ID">
        <Link to="/orders/$id" params={{ id: orderId }}>
          {orderId}
        </Link>
      </Fact>
      <Fact term="Status">
        <StatusBadge status={status} />
      </Fact>
      {children}
      <Fact term="Reason">{reason}</Fact>
      <Fact term="Created">
        <Time at={createdAt} />
      </Fact>
      {updatedAt === undefined ? null : (
        <Fact term="Updated">
          <Time at={updatedAt} />
        </Fact>
      )}
    </dl>
  )
}

/** A dispute's images (each drawn by `children`, keyed by `keyOf`), or 'No images.'. */
export function DisputeImages<T>({
  images,
  keyOf,
  children,
}: {
  images: readonly T[]
  keyOf: (image: T, index: number) => string
  children: (image: T, index: number) => ReactNode
}) {
  if (images.length === 0) return <p className={styles.note}>No images.</p>
  return (
    <ul className={styles.images} aria-label="Images">
      {images.map((image, index) => (
        <li key={keyOf(image, index)}>{children(image, index)}</li>
      ))}
    </ul>
  )
}
