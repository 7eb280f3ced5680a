import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, Suspense, type ReactNode } from 'react'

export interface QueryBoundaryProps {
  /** Shown while a `useSuspenseQuery` inside is loading. */
  fallback: ReactNode
  /** Shown when one fails; `retry` resets the failed queries and renders the children again. */
  errorFallback: (retry: () => void) => ReactNode
  children: ReactNode
}

/**
 * Loading and error states for one widget that reads its data with `useSuspenseQuery`: the
 * widget's own Suspense fallback and error view, so the rest of the page shows what it has.
 * (Whole pages use their route's pendingComponent/errorComponent instead.)
 */
export function QueryBoundary({ fallback, errorFallback, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallback={errorFallback}>
          <Suspense fallback={fallback}>{children}</Suspense>
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
