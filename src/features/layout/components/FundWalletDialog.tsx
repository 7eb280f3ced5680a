import { Link } from '@tanstack/react-router'
import { buttonClass } from '~/components/Button'
import { INSPECTION_PERIOD_HOURS } from '~/contract/escrow'
import { formatEscrowFeeRate } from '~/contract/money'
import { hasFeature } from '~/lib/provider-features'
import { QuickActionDialog, type QuickActionDialogProps } from './QuickActionDialog'
import * as styles from './QuickActionDialog.css'

/**
 * There is no wallet top-up call: say so, and show the way money does get into escrow. What happens
 * to it next depends on the build: with the provider's lifecycle part the buyer releases it (or it
 * is released once the inspection period ends); without it the app cannot release it at all.
 */
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
          {hasFeature('lifecycle')
            ? `The money stays in escrow until you release it to the seller. If you do not, it is released automatically ${INSPECTION_PERIOD_HOURS} hours after the seller marks the order delivered, unless you raise a dispute.`
            : 'The money stays in escrow: releasing it to the seller is not available in the app yet.'}
        </li>
      </ol>
    </QuickActionDialog>
  )
}
