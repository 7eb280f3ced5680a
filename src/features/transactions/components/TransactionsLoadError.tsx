import { RetryableError } from '~/components/RetryableError'

/** The transactions route's error view: the failure is logged by the query (meta.failureLog). */
export function TransactionsLoadError() {
  return (
    <RetryableError
      title="We couldn't load your transactions."
      message="Check your connection and try again."
    />
  )
}
