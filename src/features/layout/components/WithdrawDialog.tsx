import { Link } from '@tanstack/react-router'
import { buttonClass } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import type { QuickActionDialogProps } from './FundWalletDialog'
import * as styles from './QuickActionDialog.css'

/** There is no withdrawal call: explain how released funds reach the seller, and where to follow them. */
export function WithdrawDialog({ open, onOpenChange, returnFocusTo }: QuickActionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Withdraw"
      description="Withdrawals are not available in the app yet."
    >
      <div className={styles.body}>
        <p>
          When an order is completed, its funds are released to the seller and the payment provider
          pays them out to the seller's account. Every release and payout shows in your wallet
          transactions.
        </p>
        <div className={styles.actions}>
          <Link to="/transactions" className={buttonClass()} onClick={() => onOpenChange(false)}>
            View transactions
          </Link>
        </div>
      </div>
    </Dialog>
  )
}
