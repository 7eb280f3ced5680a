import { ORDERS_LOAD_FAILED } from '../../order-errors'
import { RetryableError } from '~/components/RetryableError'

/** The orders route's error view (spec §8: one message, whatever failed). */
export function OrdersLoadError() {
  return <RetryableError title={ORDERS_LOAD_FAILED} />
}
