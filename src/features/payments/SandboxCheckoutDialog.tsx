import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useRef, useState, type SubmitEvent } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { Money } from '~/components/Money'
import { TextField } from '~/components/TextField'
import { errorMessage } from '~/lib/api-error'
import { toKobo } from '~/lib/money'
import { PAYMENT_FAILED } from './payment-messages'
import type { CheckoutRequest } from './sandbox-checkout'
import {
  cancelSandboxPayment,
  completeSandboxPayment,
  sandboxPaymentQuery,
} from './sandbox-payments'
import * as styles from './SandboxCheckoutDialog.css'

/** Paystack's documented test Visa card; the sandbox accepts any well-formed number. */
export const TEST_CARD_NUMBER = '4084 0840 8408 4081'
const CARD_NUMBER_ERROR = 'Enter a valid card number'

function isCardNumber(value: string): boolean {
  return /^\d{12,19}$/.test(value.replace(/[\s-]/g, ''))
}

export interface SandboxCheckoutDialogProps {
  request: CheckoutRequest
}

/**
 * A card checkout look-alike for sandbox builds: the amount and e-mail of the payment, a card
 * number prefilled with a test card, Pay and Cancel. Closing the dialog cancels the payment.
 */
export default function SandboxCheckoutDialog({ request }: SandboxCheckoutDialogProps) {
  const { accessCode, settle } = request
  const { data: payment } = useSuspenseQuery(sandboxPaymentQuery(accessCode))
  const [cardNumber, setCardNumber] = useState(TEST_CARD_NUMBER)
  const [cardError, setCardError] = useState<string | undefined>(undefined)

  // Set synchronously: `pay.isPending` re-renders a task later, and a double click's second
  // click lands before that (seen in the e2e fault tests: two completes for one double click).
  const paying = useRef(false)
  const pay = useMutation({
    mutationFn: () => completeSandboxPayment(accessCode),
    onSuccess: () => settle({ status: 'success' }),
    onSettled: () => {
      paying.current = false
    },
  })
  const cancel = useMutation({
    mutationFn: () => cancelSandboxPayment(accessCode),
    onError: (error) => console.error('Could not cancel the sandbox payment', error),
    // Cancelled for the user either way: the order is refetched after the checkout closes.
    onSettled: () => settle({ status: 'cancelled' }),
  })
  const busy = pay.isPending || cancel.isPending

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || paying.current) return
    if (!isCardNumber(cardNumber)) {
      setCardError(CARD_NUMBER_ERROR)
      return
    }
    paying.current = true
    pay.mutate()
  }

  return (
    <Dialog
      open
      cardCheckout
      onOpenChange={(open) => {
        if (!open && !busy) cancel.mutate()
      }}
      title="Pay with card"
      description="Sandbox checkout: no real money moves."
    >
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt>Amount</dt>
          <dd className={styles.amount}>
            <Money kobo={toKobo(payment.amount)} />
          </dd>
        </div>
        <div className={styles.summaryRow}>
          <dt>E-mail</dt>
          <dd className={styles.email}>{payment.email}</dd>
        </div>
        {payment.item_name ? (
          <div className={styles.summaryRow}>
            <dt>For</dt>
            <dd>{payment.item_name}</dd>
          </div>
        ) : null}
      </dl>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Card number"
          name="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          error={cardError}
          onChange={(event) => {
            setCardNumber(event.target.value)
            setCardError(undefined)
          }}
        />
        {pay.isError ? (
          <Alert tone="critical">{errorMessage(pay.error, PAYMENT_FAILED)}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="button"
            tone="secondary"
            loading={cancel.isPending}
            disabled={pay.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={cancel.isPending}>
            Pay
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
