import { useEffect, useState } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { onDemand } from '~/components/on-demand'
import type { User } from '~/contract/auth'
import type { Order, PaymentMethod } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import type { PasswordOnce } from '~/lib/password-once'
import { isIncorrectPassword, PAY_FALLBACK, usePayOrder } from '../../lifecycle-mutations'
import {
  AcceptError,
  isOrderBusy,
  orderActionErrorMessage,
  useLatestOrderAction,
} from '../../mutations'
import { paymentBreakdown } from '../../payment-breakdown'
import {
  loadConfirmDialogs,
  preload,
  useActionDialog,
  type FocusAfterAction,
} from './action-dialog'
import * as styles from './OrderActions.css'

const PayChoiceDialog = onDemand(() => loadConfirmDialogs().then((m) => m.PayChoiceDialog))

export interface PayNowProps {
  order: Pick<Order, 'public_id' | 'item_price' | 'fee_amount'>
  /** The buyer's profile as cached: when its wallet covers the total, the buyer chooses how to pay. */
  profile: Pick<User, 'wallet_balance'> | null
  /**
   * The receiving buyer's Accept (lifecycle spec §2: accepting is paying): the button reads
   * 'Accept' and the order is accepted before it is paid. Once accepted and still unpaid, the
   * order asks for Pay now in the same place, so the same PayNow keeps any failure on show.
   */
  accept?: boolean
  /** Where a failure of the accept call goes: shown (the order page), or logged only (the dashboard, spec §8). */
  acceptFailure?: 'shown' | 'logged'
  /** The choice is open from the start (the dashboard's own Accept stood in until this loaded). */
  choosing?: boolean
  size?: 'sm' | 'md'
  /** Described by (the dashboard's card title). */
  describedBy?: string
  /** Where focus goes once a payment from the wallet succeeded (the order's heading). */
  focusAfter?: FocusAfterAction
}

/**
 * Pay now (lifecycle spec §2) for an order awaiting the buyer's money, or a receiving buyer's
 * Accept: the choice of wallet or card when the wallet covers the total, else the card pop-up at
 * once. A card payment's failure shows under the button; a wallet payment's in the dialog.
 */
export function PayNow({
  order,
  profile,
  accept = false,
  acceptFailure = 'shown',
  choosing = false,
  size = 'md',
  describedBy,
  focusAfter,
}: PayNowProps) {
  const pay = usePayOrder()
  const {
    open: dialogOpen,
    setOpen: setDialogOpen,
    done,
    trigger,
    returnFocusTo,
  } = useActionDialog(focusAfter, choosing)
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const id = order.public_id
  const { totalPaidKobo } = paymentBreakdown(order)
  const walletKobo = profile ? toKobo(profile.wallet_balance) : 0
  const walletCovers = profile !== null && walletKobo >= totalPaidKobo
  const latest = useLatestOrderAction(id)
  // Not shown: a failed accept on the dashboard (logged), one a later Decline has overtaken, or a
  // wrong password (said at the password field while the choice is open, agreements §10).
  const hidden =
    (acceptFailure === 'logged' && pay.error instanceof AcceptError) ||
    pay.submittedAt < latest ||
    isIncorrectPassword(pay.error)
  const failure = pay.isError && !hidden ? orderActionErrorMessage(pay.error, PAY_FALLBACK) : null

  const logAcceptFailure = (error: Error) => {
    if (acceptFailure === 'logged' && error instanceof AcceptError) {
      console.error(`Failed to accept order ${id}`, error.cause)
    }
  }

  const payByCard = () => {
    if (isOrderBusy(id)) return
    setMethod('card')
    // The card pop-up is a dialog of its own: the choice closes first.
    setDialogOpen(false)
    pay.mutate({ publicId: id, method: 'card', accept }, { onError: logAcceptFailure })
  }

  // Paid from the wallet: the choice closes and focus goes to `focusAfter`; a failure rejects, so
  // the choice's password field is emptied (and says a wrong password).
  const payFromWallet = async (password: PasswordOnce) => {
    if (isOrderBusy(id)) return
    setMethod('wallet')
    await pay.mutateAsync(
      { publicId: id, method: 'wallet', password, accept },
      { onError: logAcceptFailure },
    )
    done()
  }

  // A busy button is disabled, which drops keyboard focus (and the card pop-up took it): once the
  // card attempt is over, focus goes back to the button if nothing else has it.
  useEffect(() => {
    if (!pay.isPending && method === 'card' && document.activeElement === document.body) {
      trigger.current?.focus()
    }
  }, [pay.isPending, method, trigger])

  return (
    <div className={styles.root}>
      <Button
        ref={trigger}
        size={size}
        aria-describedby={describedBy}
        loading={pay.isPending && (method === 'card' || !dialogOpen)}
        onFocus={walletCovers ? preload(loadConfirmDialogs) : undefined}
        onPointerEnter={walletCovers ? preload(loadConfirmDialogs) : undefined}
        onClick={() => {
          if (isOrderBusy(id)) return
          pay.reset()
          if (walletCovers) setDialogOpen(true)
          else payByCard()
        }}
      >
        {accept ? 'Accept' : 'Pay now'}
      </Button>
      <PayChoiceDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        returnFocusTo={returnFocusTo}
        accepting={accept}
        totalKobo={totalPaidKobo}
        walletKobo={walletKobo}
        pending={pay.isPending}
        paying={pay.isPending ? method : null}
        error={method === 'wallet' ? failure : null}
        onPayByCard={payByCard}
        onPayFromWallet={payFromWallet}
      />
      {failure && !(dialogOpen && method === 'wallet') ? (
        <Alert tone="critical">{failure}</Alert>
      ) : null}
    </div>
  )
}
