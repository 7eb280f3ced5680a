import { Spinner } from '~/components/Spinner'
import * as styles from './OrdersLoading.css'

/** The orders route's pending view. */
export function OrdersLoading() {
  return (
    <div className={styles.root}>
      <Spinner label="Loading orders..." />
      <p aria-hidden="true" className={styles.text}>
        Loading orders...
      </p>
    </div>
  )
}
