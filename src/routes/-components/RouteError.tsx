import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '~/components/Button'
import { ErrorState } from '~/components/ErrorState'

/** Last-resort error view for a route; retries through the router and the query reset boundary. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  return (
    <ErrorState
      title="Something went wrong"
      message={error instanceof Error ? error.message : 'An unexpected error occurred.'}
      actions={
        <Button
          onClick={() => {
            queryErrorReset.reset()
            void router.invalidate()
          }}
        >
          Try Again
        </Button>
      }
    />
  )
}
