import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { Alert } from '~/components/Alert'
import { Button, buttonClass } from '~/components/Button'
import type { Order } from '~/contract/escrow'
import { canRaiseDispute } from '../../dispute-window'
import { orderActionPlan, type OrderActionPlan } from '../../order-action-plan'
import {
  ACCEPT_FALLBACK,
  DECLINE_FALLBACK,
  isOrderBusy,
  orderActionErrorMessage,
  useAcceptOrder,
  useDeclineOrder,
} from '../../mutations'
import { signInSearch } from '../../search-params'
import type { FocusAfterAction } from './action-dialog'
import { DeclineAction, DeliverAction, ReleaseAction, WithdrawAction } from './LifecycleActions'
import * as styles from './OrderActions.css'
import { PayNow } from './PayNow'
import { useOrderViewer, type OrderViewerState } from './use-order-viewer'

export const DISPUTE_HINT = 'Disputes can only be raised after the delivery date.'

export interface OrderActionsProps {
  order: Order
  signedIn: boolean
  /** Where focus goes once a lifecycle action succeeded and its button is gone (the heading). */
  focusAfter?: FocusAfterAction
}

/**
 * The order's actions. Base spec: pending → Accept and Decline (for signed-out viewers, via
 * sign-in), otherwise Raise Dispute. With the lifecycle part, one primary action by the viewer's
 * role and the order's state (order-viewer.ts); a viewer the page cannot place gets the base ones.
 * A receiving buyer's Accept is their payment (lifecycle spec §2): it is Pay now's button, with
 * the same choice of wallet or card.
 */
export function OrderActions({ order, signedIn, focusAfter }: OrderActionsProps) {
  const state = useOrderViewer(order, signedIn)
  const plan = orderActionPlan(order, { signedIn, ...state })
  if (plan.primary === 'sign-in') return <SignInToAnswer publicId={order.public_id} />
  // A viewer is placed only with the lifecycle part on: a receiving buyer's Accept is below.
  if (plan.primary === 'accept' && state.viewer?.role !== 'buyer') {
    return <AnswerActions publicId={order.public_id} />
  }
  if (plan.note === 'not-a-party') {
    return <p className={styles.hint}>{NOTE_TEXT['not-a-party']}</p>
  }
  if (!state.lifecycle || state.viewer === null) {
    return plan.secondary.includes('dispute') ? <DisputeAction order={order} /> : null
  }
  return <LifecycleActionsView order={order} plan={plan} state={state} focusAfter={focusAfter} />
}

export const NOTE_TEXT: Record<NonNullable<OrderActionPlan['note']>, string> = {
  'awaiting-receiver': 'Waiting for the other party to accept or decline this order.',
  'awaiting-payment': "Waiting for the buyer's payment into escrow.",
  'awaiting-release': 'Marked as delivered. Waiting for the buyer to release the funds.',
  'under-dispute': 'Under dispute: the funds stay in escrow until the dispute is resolved.',
  'not-a-party': 'Only the buyer and the seller of this order can act on it.',
}

function LifecycleActionsView({
  order,
  plan,
  state,
  focusAfter,
}: {
  order: Order
  plan: OrderActionPlan
  state: OrderViewerState
  focusAfter?: FocusAfterAction
}) {
  const { primary, secondary, note } = plan
  const buttons = [
    // The same PayNow for a buyer's Accept and Pay now: accepted but unpaid, it stays in place.
    primary === 'pay' || primary === 'accept' ? (
      <PayNow
        key="pay"
        order={order}
        profile={state.profile}
        accept={primary === 'accept'}
        focusAfter={focusAfter}
      />
    ) : null,
    primary === 'deliver' ? (
      <DeliverAction key="deliver" order={order} focusAfter={focusAfter} />
    ) : null,
    primary === 'release' ? (
      <ReleaseAction key="release" order={order} focusAfter={focusAfter} />
    ) : null,
    primary === 'withdraw' || secondary.includes('withdraw') ? (
      <WithdrawAction
        key="withdraw"
        order={order}
        primary={primary === 'withdraw'}
        focusAfter={focusAfter}
      />
    ) : null,
    primary === 'accept' || secondary.includes('decline') ? (
      <DeclineAction key="decline" order={order} />
    ) : null,
  ].filter(Boolean)
  return (
    <div className={styles.root}>
      {buttons.length > 0 ? <div className={styles.buttons}>{buttons}</div> : null}
      {note ? <p className={styles.hint}>{NOTE_TEXT[note]}</p> : null}
      {secondary.includes('dispute') ? <DisputeAction order={order} delivered /> : null}
    </div>
  )
}

function AnswerActions({ publicId }: { publicId: string }) {
  const accept = useAcceptOrder()
  const decline = useDeclineOrder()
  const clicked = useRef<HTMLButtonElement | null>(null)
  const busy = accept.isPending || decline.isPending
  const failure = accept.isError
    ? orderActionErrorMessage(accept.error, ACCEPT_FALLBACK)
    : decline.isError
      ? orderActionErrorMessage(decline.error, DECLINE_FALLBACK)
      : null

  function run(
    action: typeof accept | typeof decline,
    other: typeof accept | typeof decline,
    button: HTMLButtonElement,
  ) {
    // The synchronous guard: a second click before the first re-render does nothing.
    if (isOrderBusy(publicId)) return
    other.reset()
    clicked.current = button
    action.mutate(publicId)
  }

  // A busy button is disabled, which drops keyboard focus (and the checkout dialog took it):
  // once the order is still waiting for an answer, focus goes back to the button that was used.
  useEffect(() => {
    if (!busy && document.activeElement === document.body) clicked.current?.focus()
  }, [busy])

  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        <Button
          loading={accept.isPending}
          disabled={busy}
          onClick={(event) => run(accept, decline, event.currentTarget)}
        >
          Accept
        </Button>
        <Button
          tone="secondary"
          loading={decline.isPending}
          disabled={busy}
          onClick={(event) => run(decline, accept, event.currentTarget)}
        >
          Decline
        </Button>
      </div>
      {failure ? <Alert tone="critical">{failure}</Alert> : null}
    </div>
  )
}

function SignInToAnswer({ publicId }: { publicId: string }) {
  const search = signInSearch(publicId)
  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        <Link to="/login" search={search} className={buttonClass()}>
          Accept
        </Link>
        <Link to="/login" search={search} className={buttonClass({ tone: 'secondary' })}>
          Decline
        </Link>
      </div>
      <p className={styles.hint}>Sign in to accept or decline this order.</p>
    </div>
  )
}

/**
 * Raise Dispute under the base spec's date rule; with the lifecycle part (`delivered`), also once
 * the seller has marked the order delivered.
 */
function DisputeAction({ order, delivered = false }: { order: Order; delivered?: boolean }) {
  const hintId = useId()
  if (canRaiseDispute(order) || (delivered && order.delivered_at)) {
    return (
      <div className={styles.root}>
        <Link
          to="/disputes"
          search={{ raise: order.public_id }}
          className={buttonClass({ tone: 'secondary' })}
        >
          Raise Dispute
        </Link>
      </div>
    )
  }
  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        <Button tone="secondary" aria-disabled="true" aria-describedby={hintId}>
          Raise Dispute
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {DISPUTE_HINT}
      </p>
    </div>
  )
}
