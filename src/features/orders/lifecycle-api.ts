import * as v from 'valibot'
import {
  CancelResponse,
  DeliverRequest,
  Order,
  PayByCardResponse,
  type PayFromWalletRequest,
  type PaymentMethod,
  type ReleaseRequest,
} from '~/contract/escrow'
import { apiJson } from '~/lib/api-client'
import { orderPath } from './queries'

/**
 * The lifecycle's calls (lifecycle spec §2), one function each; every answer is parsed with the
 * contract's schema. Only reached when `hasFeature('lifecycle')` (the components ask first).
 */
function lifecyclePath(publicId: string, action: 'deliver' | 'release' | 'pay'): string {
  return `${orderPath(publicId)}/${action}`
}

/** POST /escrow/{id}/deliver by the seller: the note and tracking number, trimmed, blanks left out. */
export function deliverOrder(publicId: string, request: DeliverRequest): Promise<Order> {
  const checked = v.parse(DeliverRequest, request)
  const json: Record<string, string> = {}
  if (checked.delivery_note) json.delivery_note = checked.delivery_note
  if (checked.tracking_number) json.tracking_number = checked.tracking_number
  return apiJson(Order, lifecyclePath(publicId, 'deliver'), { method: 'post', json })
}

/**
 * POST /escrow/{id}/release by the buyer with `{password}` (agreements §10: money leaving escrow
 * needs the password, a wrong one is 400 'Incorrect password'): the order completes, the seller is
 * paid.
 */
export function releaseOrder(publicId: string, password: string): Promise<Order> {
  const json: ReleaseRequest = { password }
  return apiJson(Order, lifecyclePath(publicId, 'release'), { method: 'post', json })
}

/** The widened GET /escrow/{id}/cancel, by the initiator of a pending order: withdraws it. */
export async function withdrawOrder(publicId: string): Promise<void> {
  await apiJson(CancelResponse, orderPath(publicId, 'cancel'))
}

/** POST /escrow/{id}/pay with `card` (no password: the card provider confirms it): the access code for the card pop-up. */
export function payByCard(publicId: string): Promise<PayByCardResponse> {
  const json: { method: PaymentMethod } = { method: 'card' }
  return apiJson(PayByCardResponse, lifecyclePath(publicId, 'pay'), { method: 'post', json })
}

/**
 * POST /escrow/{id}/pay with `{method: 'wallet', password}` (agreements §10): the wallet is debited
 * and the paid order comes back.
 */
export function payFromWallet(publicId: string, password: string): Promise<Order> {
  const json: PayFromWalletRequest = { method: 'wallet', password }
  return apiJson(Order, lifecyclePath(publicId, 'pay'), { method: 'post', json })
}
