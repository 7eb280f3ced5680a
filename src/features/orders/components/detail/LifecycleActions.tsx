import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { onDemand } from '~/components/on-demand'
import type { User } from '~/contract/auth'
import type { Order, PaymentMethod } from '~/contract/escrow'
import { toKobo } from '~/lib/money'
import {
  DELIVER_FALLBACK,
  PAY_FALLBACK,
  RELEASE_FALLBACK,
  useDeliverOrder,
  usePayOrder,
  useReleaseOrder,
  useWithdrawOrder,
  WITHDRAW_FALLBACK,
} from '../../lifecycle-mutations'
import {
  AcceptError,
  DECLINE_FALLBACK,
  isOrderBusy,
  orderActionErrorMessage,
  useDeclineOrder,
  useLatestOrderAction,
} from '../../mutations'
import { orderParties } from '../../order-parties'
import { paymentBreakdown } from '../../payment-breakdown'
import type { DeliveryDraft } from './DeliverDialog'
import * as styles from './OrderActions.css'

/**
 * The lifecycle's dialogs load on demand (src/components/on-demand.tsx, one chunk each), started on
 * a hint of intent (focus, pointer) so they are usually there by the click; the order page's first
 * visit carries none.
 */
const loadDeliverDialog = () => import('./DeliverDialog')
const loadConfirmDialogs = () => import('./ConfirmDialogs')
const DeliverDialog = onDemand(() => loadDeliverDialog().then((m) => m.DeliverDialog))
const ReleaseDialog = onDemand(() => loadConfirmDialogs().then((m) => m.ReleaseDialog))
const WithdrawDialog = onDemand(() => loadConfirmDialogs().then((m) => m.WithdrawDialog))
const PayChoiceDialog = onDemand(() => loadConfirmDialogs().then((m) => m.PayChoiceDialog))

function preload(load: () => Promise<unknown>) {
  return () => {
    load().catch((error: unknown) => console.error('Could not load the dialog', error))
  }
}

/**
 * Where focus goes once a lifecycle action succeeds: its trigger disappears with the state it
 * belonged to, so focus would fall to the body. The order page passes its heading.
 */
export type FocusAfterAction = RefObject<HTMLElement | null>

/**
 * A button that opens one lifecycle dialog; the dialog is drawn only while open. Closed by the
 * user, focus returns to the trigger; closed by `done` (the action succeeded), to `focusAfter`.
 */
function useActionDialog(focusAfter?: FocusAfterAction) {
  const [open, setOpenState] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const setOpen = (next: boolean) => {
    if (next) returnFocusTo.current = trigger.current
    setOpenState(next)
  }
  const done = () => {
    returnFocusTo.current = focusAfter?.current ?? trigger.current
    setOpenState(false)
  }
  return { open, setOpen, done, trigger, returnFocusTo }
}

export interface LifecycleActionProps {
  order: Order
  /** Where focus goes once the action succeeded (the order's heading). */
  focusAfter?: FocusAfterAction
}

/** What a lifecycle dialog gets from the button that opened it. */
interface DialogControls {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
  /** The action succeeded: close, and move focus to `focusAfter`. */
  done: () => void
}

interface DialogActionProps {
  label: string
  tone?: 'primary' | 'secondary'
  /** The dialog's chunk, fetched on a hint of intent. */
  load: () => Promise<unknown>
  /** Runs as the dialog opens (the mutation's last failure is cleared). */
  onOpen: () => void
  focusAfter?: FocusAfterAction
  dialog: (controls: DialogControls) => ReactNode
}

/** A button that opens one lifecycle dialog, drawn (and loaded, `onDemand`) only while open. */
function DialogAction({ label, tone, load, onOpen, focusAfter, dialog }: DialogActionProps) {
  const { open, setOpen, done, trigger, returnFocusTo } = useActionDialog(focusAfter)
  return (
    <>
      <Button
        ref={trigger}
        tone={tone}
        onFocus={preload(load)}
        onPointerEnter={preload(load)}
        onClick={() => {
          onOpen()
          setOpen(true)
        }}
      >
        {label}
      </Button>
      {dialog({ open, onOpenChange: setOpen, returnFocusTo, done })}
    </>
  )
}

const EMPTY_DELIVERY: DeliveryDraft = { delivery_note: '', tracking_number: '' }

export function DeliverAction({ order, focusAfter }: LifecycleActionProps) {
  const deliver = useDeliverOrder()
  const [draft, setDraft] = useState<DeliveryDraft>(EMPTY_DELIVERY)
  const id = order.public_id
  return (
    <DialogAction
      label="Mark as delivered"
      load={loadDeliverDialog}
      onOpen={() => deliver.reset()}
      focusAfter={focusAfter}
      dialog={({ open, onOpenChange, returnFocusTo, done }) => (
        <DeliverDialog
          open={open}
          onOpenChange={onOpenChange}
          returnFocusTo={returnFocusTo}
          draft={draft}
          onDraftChange={setDraft}
          error={deliver.isError ? orderActionErrorMessage(deliver.error, DELIVER_FALLBACK) : null}
          onConfirm={async (request) => {
            if (isOrderBusy(id)) return
            await deliver.mutateAsync({ publicId: id, request })
            setDraft(EMPTY_DELIVERY)
            done()
          }}
        />
      )}
    />
  )
}

export function ReleaseAction({ order, focusAfter }: LifecycleActionProps) {
  const release = useReleaseOrder()
  const breakdown = paymentBreakdown(order)
  const { seller } = orderParties(order)
  const id = order.public_id
  return (
    <DialogAction
      label="Release funds"
      load={loadConfirmDialogs}
      onOpen={() => release.reset()}
      focusAfter={focusAfter}
      dialog={({ open, onOpenChange, returnFocusTo, done }) => (
        <ReleaseDialog
          open={open}
          onOpenChange={onOpenChange}
          returnFocusTo={returnFocusTo}
          priceKobo={breakdown.priceKobo}
          sellerFeeKobo={breakdown.sellerFeeKobo}
          sellerAmountKobo={breakdown.sellerAmountKobo}
          sellerName={seller.name ?? seller.email}
          pending={release.isPending}
          error={release.isError ? orderActionErrorMessage(release.error, RELEASE_FALLBACK) : null}
          onConfirm={() => {
            if (isOrderBusy(id)) return
            release.mutate(id, { onSuccess: done })
          }}
        />
      )}
    />
  )
}

export function WithdrawAction({
  order,
  primary,
  focusAfter,
}: LifecycleActionProps & { primary: boolean }) {
  const withdraw = useWithdrawOrder()
  const { buyer, seller } = orderParties(order)
  const counterpart = buyer.initiator ? seller : buyer
  const id = order.public_id
  return (
    <DialogAction
      label="Withdraw order"
      tone={primary ? 'primary' : 'secondary'}
      load={loadConfirmDialogs}
      onOpen={() => withdraw.reset()}
      focusAfter={focusAfter}
      dialog={({ open, onOpenChange, returnFocusTo, done }) => (
        <WithdrawDialog
          open={open}
          onOpenChange={onOpenChange}
          returnFocusTo={returnFocusTo}
          counterpart={counterpart.name ?? counterpart.email}
          pending={withdraw.isPending}
          error={
            withdraw.isError ? orderActionErrorMessage(withdraw.error, WITHDRAW_FALLBACK) : null
          }
          onConfirm={() => {
            if (isOrderBusy(id)) return
            withdraw.mutate(id, { onSuccess: done })
          }}
        />
      )}
    />
  )
}

/** Decline beside a receiving buyer's Accept or Pay now (accepted, not paid yet). */
export function DeclineAction({ order }: { order: Order }) {
  const decline = useDeclineOrder()
  const id = order.public_id
  const latest = useLatestOrderAction(id)
  const failure =
    decline.isError && decline.submittedAt >= latest
      ? orderActionErrorMessage(decline.error, DECLINE_FALLBACK)
      : null
  return (
    <div className={styles.root}>
      <Button
        tone="secondary"
        loading={decline.isPending}
        onClick={() => {
          if (isOrderBusy(id)) return
          decline.mutate(id)
        }}
      >
        Decline
      </Button>
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
    </div>
  )
}

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
  } = useActionDialog(focusAfter)
  const [method, setMethod] = useState<PaymentMethod | null>(null)
  const id = order.public_id
  const { totalPaidKobo } = paymentBreakdown(order)
  const walletKobo = profile ? toKobo(profile.wallet_balance) : 0
  const walletCovers = profile !== null && walletKobo >= totalPaidKobo
  const latest = useLatestOrderAction(id)
  // Not shown: a failed accept on the dashboard (logged), or one a later Decline has overtaken.
  const hidden =
    (acceptFailure === 'logged' && pay.error instanceof AcceptError) || pay.submittedAt < latest
  const failure = pay.isError && !hidden ? orderActionErrorMessage(pay.error, PAY_FALLBACK) : null

  const run = (chosen: PaymentMethod) => {
    if (isOrderBusy(id)) return
    setMethod(chosen)
    // The card pop-up is a dialog of its own: the choice closes first.
    if (chosen === 'card') setDialogOpen(false)
    // Paid from the wallet: the choice closes and focus goes to `focusAfter`.
    pay.mutate(
      { publicId: id, method: chosen, accept },
      {
        onSuccess: chosen === 'wallet' ? done : undefined,
        onError: (error) => {
          if (acceptFailure === 'logged' && error instanceof AcceptError) {
            console.error(`Failed to accept order ${id}`, error.cause)
          }
        },
      },
    )
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
          else run('card')
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
        onChoose={run}
      />
      {failure && !(dialogOpen && method === 'wallet') ? (
        <Alert tone="critical">{failure}</Alert>
      ) : null}
    </div>
  )
}
