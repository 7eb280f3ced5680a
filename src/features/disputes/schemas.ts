import * as v from 'valibot'

/** An escrow's public id as the provider issues it: "ESC-" and 8 upper-case letters or digits. */
export const ESCROW_ID_PATTERN = /^ESC-[A-Z0-9]{8}$/
export const EscrowId = v.pipe(v.string(), v.regex(ESCROW_ID_PATTERN))

export const DISPUTE_STATUSES = ['open', 'resolved'] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

/** Spec §9: at most 5 images per dispute. */
export const MAX_DISPUTE_IMAGES = 5
/** Spec §9: dispute creation is simulated with a 700 ms delay. */
export const SIMULATED_CREATE_DELAY_MS = 700

export const ESCROW_REQUIRED = 'Escrow is required'
export const REASON_REQUIRED = 'Reason is required'
export const IMAGE_REQUIRED = 'At least one image is required'
export const REASON_MAX_LENGTH = 2000

export interface DisputeImage {
  name: string
  blob: Blob
}

/** Spec §3 Dispute (local only). */
export interface Dispute {
  id: string
  orderId: string
  reason: string
  status: DisputeStatus
  createdAt: string
  updatedAt: string
  images: DisputeImage[]
}

export interface NewDispute {
  orderId: string
  reason: string
  images: readonly File[]
}

/** The Raise Dispute form's values. */
export interface RaiseDisputeValues {
  escrow: string
  reason: string
  images: File[]
}

export const escrowRule = v.pipe(v.string(), v.minLength(1, ESCROW_REQUIRED))
export const reasonRule = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, REASON_REQUIRED),
  v.maxLength(REASON_MAX_LENGTH, `At most ${String(REASON_MAX_LENGTH)} characters`),
)
export const imagesRule = v.pipe(
  v.array(v.instance(File)),
  v.minLength(1, IMAGE_REQUIRED),
  v.maxLength(MAX_DISPUTE_IMAGES, `At most ${String(MAX_DISPUTE_IMAGES)} images`),
)
