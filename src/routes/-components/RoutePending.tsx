import { Spinner } from '~/components/Spinner'
import { PendingUntilTimeout } from './ChunkAware'
import * as styles from './RoutePending.css'

/**
 * The router's default pending view: a spinner, and a retry once it has shown for
 * CHUNK_LOAD_TIMEOUT_MS (base spec §9: a route chunk that never arrives must not spin forever).
 */
export function RoutePending() {
  return (
    <div className={styles.centered}>
      <PendingUntilTimeout>
        <Spinner label="Loading" />
      </PendingUntilTimeout>
    </div>
  )
}
