import * as v from 'valibot'
import { ESCROW_ID_PATTERN } from '~/contract/escrow'
import { MAX_DISPUTE_IMAGES, MAX_LENGTH, maxCharacters, MESSAGES } from '~/contract/limits'

export const EscrowId = v.pipe(v.string(), v.regex(ESCROW_ID_PATTERN))

export const DISPUTE_STATUSES = ['open', 'resolved'] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

/** Spec §9: dispute creation is simulated with a 700 ms delay. */
export const SIMULATED_CREATE_DELAY_MS = 700

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

export const escrowRule = v.pipe(v.string(), v.minLength(1, MESSAGES.escrowRequired))
export const reasonRule = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, MESSAGES.reasonRequired),
  maxCharacters(MAX_LENGTH.disputeReason),
)
export const imagesRule = v.pipe(
  v.array(v.instance(File)),
  v.minLength(1, MESSAGES.disputeImageRequired),
  v.maxLength(MAX_DISPUTE_IMAGES, MESSAGES.tooManyImages(MAX_DISPUTE_IMAGES)),
)
