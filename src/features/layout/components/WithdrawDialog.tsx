import { Link } from '@tanstack/react-router'
import { buttonClass } from '~/components/Button'
import { QuickActionDialog, type QuickActionDialogProps } from './QuickActionDialog'

/** There is no withdrawal call: explain how released funds reach the seller, and where to follow them. */
export function WithdrawDialog(props: QuickActionDialogProps) {
  return (
    <QuickActionDialog
      {...props}
      title="Withdraw"
      description="Withdrawals are not available in the app yet."
      action={(close) => (
        <Link to="/transactions" className={buttonClass()} onClick={close}>
          View transactions
        </Link>
      )}
    >
      <p>
        When an order is completed, its funds are released to the seller and the payment provider
        pays them out to the seller's account. Every release and payout shows in your wallet
        transactions.
      </p>
    </QuickActionDialog>
  )
}
