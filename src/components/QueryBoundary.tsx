import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, Suspense, type ReactNode } from 'react'
import { Button } from './Button'
import { ErrorState } from './ErrorState'

type ErrorView =
  | {
      /** The one retry block when a query fails: this title, a hint and a 'Try again' button. */
      errorTitle: ReactNode
      errorFallback?: never
    }
  | {
      /** A widget's own error view; `retry` resets the failed queries and renders the children again. */
      errorFallback: (retry: () => void) => ReactNode
      errorTitle?: never
    }

export type QueryBoundaryProps = ErrorView & {
  /** Shown while a `useSuspenseQuery` inside is loading. */
  fallback: ReactNode
  /** Shown above the fallback and the error view (the loaded children draw their own). */
  header?: ReactNode
  children: ReactNode
}

function RetryBlock({ title, retry }: { title: ReactNode; retry: () => void }) {
  return (
    <ErrorState
      title={title}
      message="Check your connection and try again."
      actions={
        <Button size="sm" onClick={retry}>
          Try again
        </Button>
      }
    />
  )
}

/**
 * Loading and error states for one widget that reads its data with `useSuspenseQuery`: the
 * widget's own Suspense fallback and error view, so the rest of the page shows what it has.
 * (Whole pages use their route's pendingComponent/errorComponent instead.)
 */
export function QueryBoundary({
  fallback,
  errorFallback,
  errorTitle,
  header,
  children,
}: QueryBoundaryProps) {
  const errorView = (retry: () => void) => (
    <>
      {header}
      {errorFallback ? errorFallback(retry) : <RetryBlock title={errorTitle} retry={retry} />}
    </>
  )
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={errorView}>
          <Suspense
            fallback={
              <>
                {header}
                {fallback}
              </>
            }
          >
            {children}
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}

interface ErrorBoundaryProps {
  onReset: () => void
  fallback: (retry: () => void) => ReactNode
  children: ReactNode
}

/** Failures are logged once by the QueryCache (a query's meta.failureLog), not here. */
class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  retry = (): void => {
    this.props.onReset()
    this.setState({ failed: false })
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
