import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { type CreatedOrder, isPayingCreatedOrder, usePayCreatedOrder } from '../mutations'
import * as styles from './CreateOrderWizard.css'

function OrderLink({ publicId }: { publicId: string | null }) {
  return publicId ? (
    <Link to="/orders/$id" params={{ id: publicId }} className={styles.link}>
      View order details
    </Link>
  ) : (
    <Link to="/orders" className={styles.link}>
      View order details
    </Link>
  )
}

/** A provider's reason as a sentence of its own (the sandbox's end with a full stop, others may not). */
function sentence(text: string): string {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/**
 * Why a buyer's new order still awaits payment: they closed the checkout (a choice, not a failure:
 * nothing was charged), or it failed (the provider's reason).
 */
function unpaidText(payment: { cancelled: true } | { cancelled: false; message: string }): string {
  return payment.cancelled
    ? 'Payment cancelled: you were not charged. Your order was created and is waiting for your payment. Pay now to fund the escrow.'
    : `The order was created, but the payment did not go through: ${sentence(payment.message)} Pay now to fund the escrow.`
}

/**
 * After Confirm: the congratulation screen (spec §2), or, when a buyer's payment was cancelled or
 * did not go through, an order that awaits payment with 'Pay now'.
 */
export function OrderCreated({ created }: { created: CreatedOrder }) {
  const pay = usePayCreatedOrder()
  const payment = pay.data ?? created.payment
  const headingRef = useRef<HTMLHeadingElement>(null)
  const settled = payment.status !== 'unpaid'
  useEffect(() => {
    headingRef.current?.focus()
  }, [settled])

  return (
    <Card as="section" className={styles.card} aria-labelledby="order-created-title">
      {payment.status === 'unpaid' ? (
        <div className={styles.done}>
          <h1 id="order-created-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            Your order awaits payment
          </h1>
          <Alert tone="caution">{unpaidText(payment)}</Alert>
          <div className={styles.actionGroup}>
            <Button
              type="button"
              loading={pay.isPending}
              onClick={() => {
                if (!isPayingCreatedOrder(payment.accessCode)) pay.mutate(payment.accessCode)
              }}
            >
              Pay now
            </Button>
            <OrderLink publicId={created.publicId} />
          </div>
        </div>
      ) : (
        <div className={styles.done}>
          <h1 id="order-created-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            Congratulations on creating your first order!
          </h1>
          <p role="status">An invite link has been sent to {created.receiverEmail}</p>
          <OrderLink publicId={created.publicId} />
        </div>
      )}
    </Card>
  )
}
