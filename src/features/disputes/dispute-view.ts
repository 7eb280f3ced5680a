import type {
  DisputeResolution,
  DisputeMessage,
  Dispute as ServerDispute,
  MessageAuthor,
} from '~/contract/disputes'
import type { DisputeTab } from './search-params'

/** The disputes on a tab (All, Open, Resolved), local or from the server. */
export function disputesOnTab<T extends { status: 'open' | 'resolved' }>(
  disputes: readonly T[],
  tab: DisputeTab,
): T[] {
  return tab === 'all' ? [...disputes] : disputes.filter((dispute) => dispute.status === tab)
}

export const AUTHOR_ROLE_LABELS: Record<MessageAuthor, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  support: 'Support',
}

/** What a resolution did to the order (lifecycle spec §3): its badge's words there. */
export const RESOLUTION_ORDER_STATUS: Record<DisputeResolution, string> = {
  release: 'Completed',
  refund: 'Refunded',
}

/** A resolved dispute's outcome in one line; null while open. */
export function outcomeText(dispute: Pick<ServerDispute, 'status' | 'resolution'>): string | null {
  if (dispute.status !== 'resolved' || dispute.resolution === null) return null
  return dispute.resolution === 'release'
    ? `Funds released to the seller: order ${RESOLUTION_ORDER_STATUS.release}`
    : `Refunded to the buyer: order ${RESOLUTION_ORDER_STATUS.refund}`
}

/** The thread in time order (oldest first; equal times keep the server's order). */
export function messagesInTimeOrder(messages: readonly DisputeMessage[]): DisputeMessage[] {
  return messages
    .map((message, index) => ({ message, index, at: Date.parse(message.created_at) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ message }) => message)
}
