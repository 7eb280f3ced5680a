import * as v from 'valibot'
import { AnyBody } from '~/contract/common'
import {
  CreateDisputeFields,
  Dispute,
  DisputeMessageRequest,
  Disputes,
  type Dispute as ServerDispute,
} from '~/contract/disputes'
import { apiJson } from '~/lib/api-client'

/**
 * Disputes on the server (lifecycle spec §3), one function per call; every answer is parsed with
 * the contract's schema. Only reached when `hasFeature('disputes')` (the components ask first).
 */
const disputePath = (id: string) => `disputes/${encodeURIComponent(id)}`

/** GET /disputes: the caller's disputes as a party, newest first. */
export function fetchDisputes(signal?: AbortSignal): Promise<ServerDispute[]> {
  return apiJson(Disputes, 'disputes', { signal })
}

/** GET /disputes/{id}: one dispute with its messages in time order. */
export function fetchDispute(id: string, signal?: AbortSignal): Promise<ServerDispute> {
  return apiJson(Dispute, disputePath(id), { signal })
}

export interface RaiseDisputeRequest {
  escrowId: string
  reason: string
  images: readonly Blob[]
}

/** The multipart body of POST /disputes: escrow_id, reason (trimmed) and each image as `images`. */
export function raiseDisputeBody({ escrowId, reason, images }: RaiseDisputeRequest): FormData {
  const fields = v.parse(CreateDisputeFields, { escrow_id: escrowId, reason })
  const body = new FormData()
  body.append('escrow_id', fields.escrow_id)
  body.append('reason', fields.reason)
  images.forEach((image, index) => {
    const name = image instanceof File ? image.name : `image-${String(index + 1)}`
    body.append('images', image, name)
  })
  return body
}

/** POST /disputes: the new dispute (open); the order becomes disputed. */
export function raiseDispute(request: RaiseDisputeRequest): Promise<ServerDispute> {
  return apiJson(Dispute, 'disputes', { method: 'post', body: raiseDisputeBody(request) })
}

/**
 * POST /disputes/{id}/messages, then the dispute with the reply added: the contract names no
 * answer body for the reply, so the dispute is read with GET /disputes/{id}.
 */
export async function postDisputeMessage(id: string, body: string): Promise<ServerDispute> {
  const json = v.parse(DisputeMessageRequest, { body })
  await apiJson(AnyBody, `${disputePath(id)}/messages`, { method: 'post', json })
  return fetchDispute(id)
}
