import { ObjectUrlImage } from '~/components/ObjectUrlImage'
import type { Dispute } from '../schemas'
import { DisputeDialogFrame, DisputeFacts, DisputeImages } from './DisputeDialogParts'
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
    <DisputeDialogFrame id={dispute?.id} onClose={onClose}>
      {dispute ? (
        <>
          <DisputeFacts
            orderId={dispute.orderId}
            status={dispute.status}
            reason={dispute.reason}
            createdAt={dispute.createdAt}
            updatedAt={dispute.updatedAt}
          />
          <DisputeImages
            images={dispute.images}
            keyOf={(image, index) => `${String(index)}-${image.name}`}
          >
            {(image, index) => (
              <ObjectUrlImage
                blob={image.blob}
                alt={`Image ${String(index + 1)} of ${String(dispute.images.length)}: ${image.name}`}
                className={styles.image}
              />
            )}
          </DisputeImages>
        </>
      ) : null}
    </DisputeDialogFrame>
  )
}
