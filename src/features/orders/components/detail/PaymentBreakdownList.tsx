import { Money } from '~/components/Money'
import type { PaymentBreakdown } from '../../payment-breakdown'
import * as styles from './PaymentBreakdownList.css'

type RowKind = 'line' | 'share' | 'total'

/**
 * The order's money: price, the escrow fee with each party's half, what the buyer pays
 * ('Total Paid', or 'Total to pay' while the order waits for the payment: lifecycle spec §2) and
 * what the seller receives ('Amount to Seller').
 */
export function PaymentBreakdownList({
  breakdown,
  unpaid = false,
}: {
  breakdown: PaymentBreakdown
  unpaid?: boolean
}) {
  const rows: { label: string; kobo: number; kind: RowKind }[] = [
    { label: 'Item price', kobo: breakdown.priceKobo, kind: 'line' },
    { label: 'Escrow fee', kobo: breakdown.feeKobo, kind: 'line' },
    { label: 'Buyer pays half', kobo: breakdown.buyerFeeKobo, kind: 'share' },
    { label: 'Seller pays half', kobo: breakdown.sellerFeeKobo, kind: 'share' },
    { label: unpaid ? 'Total to pay' : 'Total Paid', kobo: breakdown.totalPaidKobo, kind: 'total' },
    { label: 'Amount to Seller', kobo: breakdown.sellerAmountKobo, kind: 'line' },
  ]
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row} data-kind={row.kind}>
          <dt>{row.label}</dt>
          <dd className={styles.amount}>
            <Money kobo={row.kobo} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
