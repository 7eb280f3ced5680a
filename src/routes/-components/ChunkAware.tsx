import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS, isChunkLoadError } from '~/lib/chunk-timeout'
import { ChunkLoadRetry } from './ChunkLoadRetry'
import { RouteError } from './RouteError'

/**
 * A route's pending view (`children`) until CHUNK_LOAD_TIMEOUT_MS has passed, then the retry (base
 * spec §9: a route chunk that never arrives must not spin forever). Every pending view goes through
 * it: the router's default one and those routes name themselves.
 */
export function PendingUntilTimeout({ children }: { children: ReactNode }) {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  return timedOut ? <ChunkLoadRetry reason="slow" /> : children
}

/**
 * A route's error view (`children`), unless the error is a route chunk that failed to load: then the
 * reload of ChunkLoadRetry (the router's Try Again would ask for the same failed import again).
 */
export function UnlessChunkFailed({ error, children }: { error: unknown; children: ReactNode }) {
  return isChunkLoadError(error) ? <ChunkLoadRetry reason="failed" /> : children
}

/** The router's default error view: RouteError, or the reload for a chunk that failed to load. */
export function DefaultRouteError(props: ErrorComponentProps) {
  return (
    <UnlessChunkFailed error={props.error}>
      <RouteError {...props} />
    </UnlessChunkFailed>
  )
}
