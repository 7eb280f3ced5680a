import type { OrderRole } from '~/contract/escrow'
import { formatKobo } from '~/lib/money'
import { feeFigures } from '../fees'
import * as styles from './CreateOrderWizard.css'

/** Price, the fee and the initiator's half of it, and what they receive or pay. */
export function FeeSummary({
  priceKobo,
  role,
  label,
}: {
  priceKobo: number
  role: OrderRole
  label: string
}) {
  const figures = feeFigures(priceKobo, role)
  return (
    <dl className={styles.summary} aria-label={label}>
      <dt className={styles.term}>Price</dt>
      <dd className={styles.amount}>{formatKobo(figures.priceKobo)}</dd>
      <dt className={styles.term}>Escrow fee (0.2%)</dt>
      <dd className={styles.amount}>{formatKobo(figures.feeKobo)}</dd>
      <dt className={styles.term}>Your half of the fee</dt>
      <dd className={styles.amount}>{formatKobo(figures.yourShareKobo)}</dd>
      <dt className={styles.total}>{figures.bottomLineLabel}</dt>
      <dd className={`${styles.amount} ${styles.total}`}>{formatKobo(figures.bottomLineKobo)}</dd>
    </dl>
  )
}
