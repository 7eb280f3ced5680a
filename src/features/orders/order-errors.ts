import { errorMessage, isApiStatus } from '~/lib/api-error'

/** /orders/%20: the route has an id segment, but nothing in it. */
export class MissingOrderIdError extends Error {
  override readonly name = 'MissingOrderIdError'
  constructor() {
    super('No order ID provided')
  }
}

/** The order id of a route param, or MissingOrderIdError when it is blank. */
export function requireOrderId(raw: string | undefined): string {
  const id = raw?.trim() ?? ''
  if (!id) throw new MissingOrderIdError()
  return id
}

export const ORDER_NOT_FOUND = 'Escrow not found'
export const ORDER_LOAD_FALLBACK = 'Failed to load order details'

/** Spec §8: 404 → 'Escrow not found'; other failures → the server's detail, else the fallback. */
export function orderLoadErrorMessage(error: unknown): string {
  if (error instanceof MissingOrderIdError) return error.message
  if (isApiStatus(error, 404)) return ORDER_NOT_FOUND
  return errorMessage(error, ORDER_LOAD_FALLBACK)
}

export const ORDERS_LOAD_FAILED = 'Failed to fetch orders. Please try again.'
