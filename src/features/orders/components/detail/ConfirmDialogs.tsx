import type { RefObject } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import type { PaymentMethod } from '~/contract/escrow'
import { formatKobo } from '~/lib/money'
import * as styles from './LifecycleDialogs.css'

interface ActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  /** The failure of the last attempt, shown where the user acted. */
  error: string | null
  returnFocusTo: RefObject<HTMLElement | null>
}

export interface ReleaseDialogProps extends ActionDialogProps {
  priceKobo: number
  sellerFeeKobo: number
  sellerAmountKobo: number
  sellerName: string | null
  onConfirm: () => void
}

/**
 * 'Release funds' (lifecycle spec §2): what the seller receives (the price less their half of the
 * fee) and that it cannot be undone; the confirm button names the amount leaving escrow.
 */
export function ReleaseDialog({
  open,
  onOpenChange,
  pending,
  error,
  returnFocusTo,
  priceKobo,
  sellerFeeKobo,
  sellerAmountKobo,
  sellerName,
  onConfirm,
}: ReleaseDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Release funds"
      description="Release the money held in escrow to the seller once you are happy with the item."
    >
      <div className={styles.body}>
        <p>
          {sellerName ?? 'The seller'} receives <strong>{formatKobo(sellerAmountKobo)}</strong>: the
          price of {formatKobo(priceKobo)} less the seller&apos;s half of the escrow fee (
          {formatKobo(sellerFeeKobo)}).
        </p>
        <p>This cannot be undone: once released, the funds cannot be disputed or refunded.</p>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" loading={pending} onClick={onConfirm}>
            Release {formatKobo(priceKobo)}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

export interface WithdrawDialogProps extends ActionDialogProps {
  counterpart: string | null
  onConfirm: () => void
}

/** 'Withdraw order': the initiator's confirmation before a pending order is cancelled. */
export function WithdrawDialog({
  open,
  onOpenChange,
  pending,
  error,
  returnFocusTo,
  counterpart,
  onConfirm,
}: WithdrawDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Withdraw order"
      description={`The order is cancelled and ${counterpart ?? 'the other party'} can no longer accept it. This cannot be undone.`}
    >
      <div className={styles.body}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
            Keep order
          </Button>
          <Button type="button" tone="danger" loading={pending} onClick={onConfirm}>
            Withdraw order
          </Button>
        </div>
      </div>
    </Dialog>
  )
}

export interface PayChoiceDialogProps extends ActionDialogProps {
  totalKobo: number
  walletKobo: number
  /** The method of the attempt under way (its button spins), else null. */
  paying: PaymentMethod | null
  onChoose: (method: PaymentMethod) => void
  /** The receiving buyer's Accept, which is their payment: 'Accept and pay'. */
  accepting?: boolean
}

/**
 * Pay now, or a receiving buyer's Accept, when the wallet covers the total (lifecycle spec §2):
 * 'Pay from wallet (₦… available)' or 'Pay by card' (the card pop-up, as today).
 */
export function PayChoiceDialog({
  open,
  onOpenChange,
  pending,
  error,
  returnFocusTo,
  totalKobo,
  walletKobo,
  paying,
  onChoose,
  accepting = false,
}: PayChoiceDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={accepting ? 'Accept and pay' : 'Pay now'}
      description={`${accepting ? 'Accept the order and pay' : 'Pay'} ${formatKobo(totalKobo)} into escrow: the price and your half of the escrow fee. The seller is paid only when you release the funds.`}
    >
      <div className={styles.body}>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <div className={styles.choices}>
          <Button
            type="button"
            fullWidth
            loading={paying === 'wallet'}
            disabled={pending}
            onClick={() => onChoose('wallet')}
          >
            Pay from wallet ({formatKobo(walletKobo)} available)
          </Button>
          <Button
            type="button"
            tone="secondary"
            fullWidth
            loading={paying === 'card'}
            disabled={pending}
            onClick={() => onChoose('card')}
          >
            Pay by card
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
