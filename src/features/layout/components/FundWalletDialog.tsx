import { Link } from '@tanstack/react-router'
import { buttonClass } from '~/components/Button'
import { formatEscrowFeeRate } from '~/contract/money'
import { QuickActionDialog, type QuickActionDialogProps } from './QuickActionDialog'
import * as styles from './QuickActionDialog.css'

/** There is no wallet top-up call: say so, and show the way money does get into escrow. */
export function FundWalletDialog(props: QuickActionDialogProps) {
  return (
    <QuickActionDialog
      {...props}
      title="Fund wallet"
      description="Topping up your wallet directly is not available yet. You pay into escrow through an order instead."
      action={(close) => (
        <Link to="/escrow/new" search={{ role: 'buyer' }} className={buttonClass()} onClick={close}>
          Create an order
        </Link>
      )}
    >
      <ol className={styles.steps}>
        <li>Create an order as the buyer, or open one a seller sent you.</li>
        <li>
          Pay the total (the price plus your half of the {formatEscrowFeeRate()} escrow fee) by card
          at checkout.
        </li>
        <li>
          The money stays in escrow until you confirm delivery, then it is released to the seller.
        </li>
      </ol>
    </QuickActionDialog>
  )
}
