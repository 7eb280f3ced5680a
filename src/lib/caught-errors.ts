import type { ErrorInfo } from 'react'
import { ApiError } from './api-error'

/**
 * React's `onCaughtError`: by default React logs every error an error boundary catches. A failed API
 * call is already on screen (an error view with a retry) and, where spec §8 asks for it, logged once
 * by its query (meta.failureLog); logging it again per boundary would only bury real bugs. Anything
 * else an error boundary catches is a bug, and is logged with its component stack.
 */
export function logCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ApiError) return
  console.error(error, info.componentStack ?? '')
}
