import type { ReactNode } from 'react'
import { Money } from '~/components/Money'
import type { User } from '~/contract/auth'
import type { Order } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import { awaitsPayment } from '../../order-action-plan'
import { paymentBreakdown } from '../../payment-breakdown'
import { PayNow } from '../detail/LifecycleActions'
import * as styles from './PendingEscrows.css'

/**
 * A pending card's price and answer for its receiving buyer (lifecycle spec §2: accepting is
 * paying). Not accepted yet: the price and Accept, with the choice of wallet or card when the
 * wallet covers the total. Accepted but unpaid (the pop-up cancelled, failed or abandoned): 'Total
 * to pay' and Pay now, the same button in the same place, so a failure after the accept stays on
 * show. Decline beside it either way; accept failures are logged only (base spec §8).
 */
export function BuyerAnswer({
  order,
  profile,
  describedBy,
  decline,
}: {
  order: Order
  profile: Pick<User, 'wallet_balance'>
  describedBy: string
  decline: ReactNode
}) {
  const due = awaitsPayment(order)
  return (
    <>
      {due ? (
        <>
          <p className={styles.from}>Total to pay</p>
          <p className={styles.price}>
            <Money kobo={paymentBreakdown(order).totalPaidKobo} />
          </p>
        </>
      ) : (
        <p className={styles.price}>
          <Money kobo={toKobo(order.item_price)} />
        </p>
      )}
      <div className={styles.actions}>
        <PayNow
          order={order}
          profile={profile}
          accept={!due}
          acceptFailure="logged"
          size="sm"
          describedBy={describedBy}
        />
        {decline}
      </div>
    </>
  )
}
