import { Link } from '@tanstack/react-router'
import { Dialog } from '~/components/Dialog'
import { ObjectUrlImage } from '~/components/ObjectUrlImage'
import { StatusBadge } from '~/components/StatusBadge'
import { formatOrderDate } from '~/lib/dates'
import type { Dispute } from '../schemas'
import * as styles from './DisputeDialogs.css'

export interface DisputeDetailsDialogProps {
  /** The dispute shown; null closes the dialog. */
  dispute: Dispute | null
  onClose: () => void
}

/**
 * A dispute's details and images. The images' object URLs exist only while the dialog shows them
 * (ObjectUrlImage revokes its URL when the closed dialog unmounts it).
 */
export function DisputeDetailsDialog({ dispute, onClose }: DisputeDetailsDialogProps) {
  return (
    <Dialog
      open={dispute !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={dispute ? `Dispute ${dispute.id}` : 'Dispute'}
    >
      {dispute ? (
        <>
          <dl className={styles.details}>
            <dt className={styles.term}>Escrow ID</dt>
            <dd className={styles.definition}>
              <Link to="/orders/$id" params={{ id: dispute.orderId }}>
                {dispute.orderId}
              </Link>
            </dd>
            <dt className={styles.term}>Status</dt>
            <dd className={styles.definition}>
              <StatusBadge status={dispute.status} />
            </dd>
            <dt className={styles.term}>Reason</dt>
            <dd className={styles.definition}>{dispute.reason}</dd>
            <dt className={styles.term}>Created</dt>
            <dd className={styles.definition}>
              <time dateTime={dispute.createdAt}>{formatOrderDate(dispute.createdAt)}</time>
            </dd>
            <dt className={styles.term}>Updated</dt>
            <dd className={styles.definition}>
              <time dateTime={dispute.updatedAt}>{formatOrderDate(dispute.updatedAt)}</time>
            </dd>
          </dl>
          {dispute.images.length > 0 ? (
            <ul className={styles.images} aria-label="Images">
              {dispute.images.map((image, index) => (
                <li key={`${String(index)}-${image.name}`}>
                  <ObjectUrlImage
                    blob={image.blob}
                    alt={`Image ${String(index + 1)} of ${String(dispute.images.length)}: ${image.name}`}
                    className={styles.image}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>No images.</p>
          )}
        </>
      ) : null}
    </Dialog>
  )
}
