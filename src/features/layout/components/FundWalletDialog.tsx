import { Link } from '@tanstack/react-router'
import type { RefObject } from 'react'
import { buttonClass } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { formatEscrowFeeRate } from '~/contract/money'
import * as styles from './QuickActionDialog.css'

export interface QuickActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}

/** There is no wallet top-up call: say so, and show the way money does get into escrow. */
export function FundWalletDialog({ open, onOpenChange, returnFocusTo }: QuickActionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Fund wallet"
      description="Topping up your wallet directly is not available yet. You pay into escrow through an order instead."
    >
      <div className={styles.body}>
        <ol className={styles.steps}>
          <li>Create an order as the buyer, or open one a seller sent you.</li>
          <li>
            Pay the total (the price plus your half of the {formatEscrowFeeRate()} escrow fee) by
            card at checkout.
          </li>
          <li>
            The money stays in escrow until you confirm delivery, then it is released to the seller.
          </li>
        </ol>
        <div className={styles.actions}>
          <Link
            to="/escrow/new"
            search={{ role: 'buyer' }}
            className={buttonClass()}
            onClick={() => onOpenChange(false)}
          >
            Create an order
          </Link>
        </div>
      </div>
    </Dialog>
  )
}
