import { Spinner } from '~/components/Spinner'
import * as styles from './TransactionsPage.css'

/** The transactions route's pending view. */
export function TransactionsLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading transactions" />
    </div>
  )
}
