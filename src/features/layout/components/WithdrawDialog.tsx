import { Link } from '@tanstack/react-router'
import { buttonClass } from '~/components/Button'
import { formatEscrowFeeRate } from '~/contract/money'
import { hasFeature } from '~/lib/provider-features'
import { QuickActionDialog, type QuickActionDialogProps } from './QuickActionDialog'

/**
 * There is no withdrawal call: say where released money goes in this build, and where to follow it.
 * With the provider's lifecycle part a release credits the seller's wallet; without it the app
 * releases nothing.
 */
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
      {hasFeature('lifecycle') ? (
        <p>
          When an order's funds are released (by the buyer, or automatically when the inspection
          period ends), the seller's wallet balance rises by the price less their half of the{' '}
          {formatEscrowFeeRate()} escrow fee, and the release shows in their wallet transactions.
          The money stays in the wallet with the payment provider: the app cannot send it to a bank
          account yet.
        </p>
      ) : (
        <p>
          The app cannot release an order's funds or pay them out yet: money paid into escrow stays
          there with the payment provider. Your wallet transactions list every movement the provider
          records.
        </p>
      )}
    </QuickActionDialog>
  )
}
