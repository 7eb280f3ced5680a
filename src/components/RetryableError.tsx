import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Button } from '~/components/Button'
import { ErrorState } from '~/components/ErrorState'

export interface RetryableErrorProps {
  title: ReactNode
  message?: ReactNode
  /** More buttons after Try Again, e.g. Go Back. */
  extraActions?: ReactNode
}

/** A route's failed load with Try Again: the query errors are reset and the loaders run again. */
export function RetryableError({ title, message, extraActions }: RetryableErrorProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  return (
    <ErrorState
      title={title}
      message={message}
      actions={
        <>
          <Button
            onClick={() => {
              queryErrorReset.reset()
              void router.invalidate()
            }}
          >
            Try Again
          </Button>
          {extraActions}
        </>
      }
    />
  )
}
