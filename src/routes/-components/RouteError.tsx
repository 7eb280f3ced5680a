import type { ErrorComponentProps } from '@tanstack/react-router'
import { RetryableError } from '~/components/RetryableError'

/** Last-resort error view for a route; retries through the router and the query reset boundary. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <RetryableError
      title="Something went wrong"
      message={error instanceof Error ? error.message : 'An unexpected error occurred.'}
    />
  )
}
