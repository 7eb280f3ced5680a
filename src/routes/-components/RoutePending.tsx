import { useEffect, useState } from 'react'
import { Spinner } from '~/components/Spinner'
import { CHUNK_LOAD_TIMEOUT_MS } from '~/lib/chunk-timeout'
import { ChunkLoadRetry } from './ChunkLoadRetry'
import * as styles from './RoutePending.css'

/**
 * The router's default pending view: a spinner, and a retry once it has shown for
 * CHUNK_LOAD_TIMEOUT_MS (base spec §9: a route chunk that never arrives must not spin forever).
 */
export function RoutePending() {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className={styles.centered}>
      {timedOut ? <ChunkLoadRetry reason="slow" /> : <Spinner label="Loading" />}
    </div>
  )
}
