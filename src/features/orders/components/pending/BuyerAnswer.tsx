import type { ReactNode } from 'react'
import { Money } from '~/components/Money'
import type { User } from '~/contract/auth'
import type { Order } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import { awaitsPayment } from '../../order-payment'
import { paymentBreakdown } from '../../payment-breakdown'
import { PayNow } from '../detail/PayNow'
import * as styles from './PendingEscrows.css'

/**
 * A pending card's price and answer for its receiving buyer (lifecycle spec §2: accepting is
 * paying), once it is more than the card's own Accept: accepted but unpaid (the pop-up cancelled,
 * failed or abandoned), 'Total to pay' and Pay now; or, chosen from Accept with a wallet that
 * covers the total (`choosing`), Pay now's button as Accept with the choice of wallet or card
 * open. The same button in the same place either way, so a failure after the accept stays on
 * show. Decline beside it; accept failures are logged only (base spec §8).
 */
export function BuyerAnswer({
  order,
  profile,
  describedBy,
  decline,
  choosing,
}: {
  order: Order
  profile: Pick<User, 'wallet_balance'>
  describedBy: string
  decline: ReactNode
  choosing: boolean
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
          choosing={choosing}
          size="sm"
          describedBy={describedBy}
        />
        {decline}
      </div>
    </>
  )
}
