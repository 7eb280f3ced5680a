import { Money } from '~/components/Money'
import type { PaymentBreakdown } from '../payment-breakdown'
import * as styles from './PaymentBreakdownList.css'

/** Spec §9's breakdown: price, fee, Total Paid and Amount to Seller. */
export function PaymentBreakdownList({ breakdown }: { breakdown: PaymentBreakdown }) {
  const rows = [
    { label: 'Item price', kobo: breakdown.priceKobo },
    { label: 'Escrow fee', kobo: breakdown.feeKobo },
    { label: 'Total Paid', kobo: breakdown.totalPaidKobo, total: true },
    { label: 'Amount to Seller', kobo: breakdown.sellerAmountKobo },
  ]
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row} data-total={row.total ?? false}>
          <dt>{row.label}</dt>
          <dd className={styles.amount}>
            <Money kobo={row.kobo} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
