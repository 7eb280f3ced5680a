import { Spinner } from '~/components/Spinner'
import * as styles from './RoutePending.css'

export function RoutePending() {
  return (
    <div className={styles.centered}>
      <Spinner label="Loading" />
    </div>
  )
}
