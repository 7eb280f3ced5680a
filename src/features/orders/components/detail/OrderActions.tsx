import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { Alert } from '~/components/Alert'
import { Button, buttonClass } from '~/components/Button'
import type { Order } from '~/contract/escrow'
import { canRaiseDispute } from '../../dispute-window'
import {
  ACCEPT_FALLBACK,
  DECLINE_FALLBACK,
  isOrderBusy,
  orderActionErrorMessage,
  useAcceptOrder,
  useDeclineOrder,
} from '../../mutations'
import { signInSearch } from '../../search-params'
import * as styles from './OrderActions.css'

export const DISPUTE_HINT = 'Disputes can only be raised after the delivery date.'

export interface OrderActionsProps {
  order: Order
  signedIn: boolean
}

/** Pending: Accept and Decline (for signed-out viewers, via sign-in). Otherwise: Raise Dispute. */
export function OrderActions({ order, signedIn }: OrderActionsProps) {
  if (order.status !== 'pending') return <DisputeAction order={order} />
  if (!signedIn) return <SignInToAnswer publicId={order.public_id} />
  return <AnswerActions publicId={order.public_id} />
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

function DisputeAction({ order }: { order: Order }) {
  const hintId = useId()
  if (canRaiseDispute(order)) {
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
