import { useState, type ReactNode, type RefObject } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { onDemand } from '~/components/on-demand'
import type { Order } from '~/contract/escrow'
import {
  DELIVER_FALLBACK,
  isIncorrectPassword,
  RELEASE_FALLBACK,
  useDeliverOrder,
  useReleaseOrder,
  useWithdrawOrder,
  WITHDRAW_FALLBACK,
} from '../../lifecycle-mutations'
import {
  DECLINE_FALLBACK,
  isOrderBusy,
  orderActionErrorMessage,
  useDeclineOrder,
  useLatestOrderAction,
} from '../../mutations'
import { orderParties } from '../../order-parties'
import { paymentBreakdown } from '../../payment-breakdown'
import {
  loadConfirmDialogs,
  preload,
  useActionDialog,
  type FocusAfterAction,
} from './action-dialog'
import type { DeliveryDraft } from './DeliverDialog'
import * as styles from './OrderActions.css'

/** The lifecycle's own dialogs, one chunk each, loaded on demand (action-dialog.ts). */
const loadDeliverDialog = () => import('./DeliverDialog')
const DeliverDialog = onDemand(() => loadDeliverDialog().then((m) => m.DeliverDialog))
const ReleaseDialog = onDemand(() => loadConfirmDialogs().then((m) => m.ReleaseDialog))
const WithdrawDialog = onDemand(() => loadConfirmDialogs().then((m) => m.WithdrawDialog))

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
          // A wrong password is said at the password field (agreements §10), not here.
          error={
            release.isError && !isIncorrectPassword(release.error)
              ? orderActionErrorMessage(release.error, RELEASE_FALLBACK)
              : null
          }
          onConfirm={async (password) => {
            if (isOrderBusy(id)) return
            await release.mutateAsync({ publicId: id, password })
            done()
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
