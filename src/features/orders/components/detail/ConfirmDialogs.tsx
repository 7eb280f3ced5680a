import { useId, useRef, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { useTextForm } from '~/components/form/form-kit-core'
import { focusFirstInvalid, KitForm } from '~/components/form/KitForm'
import type { PaymentMethod } from '~/contract/escrow'
import { MESSAGES } from '~/contract/limits'
import { formatKobo } from '~/lib/money'
import { passwordOnce, type PasswordOnce } from '~/lib/password-once'
import { INCORRECT_PASSWORD, isIncorrectPassword } from '../../lifecycle-mutations'
import * as styles from './LifecycleDialogs.css'

interface ActionDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  /** The failure of the last attempt, shown where the user acted. */
  error: string | null
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * Sends the action with the password (read once, src/lib/password-once.ts); rejects when the action
 * failed. A wrong password (400 'Incorrect password') is said at the field; any other failure is
 * the dialog's `error`.
 */
export type ConfirmWithPassword = (password: PasswordOnce) => Promise<void>

const passwordRule = ({ value }: { value: string }) =>
  value ? undefined : MESSAGES.passwordRequired

interface PasswordFormProps {
  /** The submit button's text, naming the amount that moves. */
  confirm: string
  /** Why the password is asked for. */
  hint: string
  onConfirm: ConfirmWithPassword
  /** The last attempt's failure other than a wrong password, shown above the buttons. */
  error: string | null
  /** A Cancel button beside the submit, when given. */
  onCancel?: () => void
  id?: string
}

/**
 * Agreements §10: money leaving the wallet or escrow needs the password. The field is required
 * before any call ('Password is required'); after any failure it is emptied (the password is never
 * kept) and focused, and a wrong password is said at the field ('Incorrect password', tied to it by
 * aria-describedby) while the user stays signed in and the dialog stays open.
 */
function PasswordForm({ confirm, hint, onConfirm, error, onCancel, id }: PasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const form = useTextForm({
    defaultValues: { password: '' },
    onSubmitInvalid: () => focusFirstInvalid(formRef),
    onSubmit: async ({ value, formApi }) => {
      try {
        await onConfirm(passwordOnce(value.password))
      } catch (failure) {
        formApi.setFieldValue('password', '')
        if (isIncorrectPassword(failure)) {
          formApi.setFieldMeta('password', (meta) => ({
            ...meta,
            errorMap: { onServer: INCORRECT_PASSWORD },
          }))
        }
        formRef.current?.querySelector<HTMLElement>('input[type="password"]')?.focus()
      }
    },
  })
  return (
    <KitForm form={form} ref={formRef} id={id} className={styles.body}>
      <form.AppField name="password" validators={{ onSubmit: passwordRule }}>
        {(field) => (
          <field.TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            hint={hint}
          />
        )}
      </form.AppField>
      {error ? <Alert tone="critical">{error}</Alert> : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button type="button" tone="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <form.AppForm>
          <form.SubmitButton>{confirm}</form.SubmitButton>
        </form.AppForm>
      </div>
    </KitForm>
  )
}

export interface ReleaseDialogProps extends Omit<ActionDialogProps, 'pending'> {
  priceKobo: number
  sellerFeeKobo: number
  sellerAmountKobo: number
  sellerName: string | null
  onConfirm: ConfirmWithPassword
}

/**
 * 'Release funds' (lifecycle spec §2): what the seller receives (the price less their half of the
 * fee) and that it cannot be undone; the password (agreements §10); the confirm button names the
 * amount leaving escrow.
 */
export function ReleaseDialog({
  open,
  onOpenChange,
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
        <PasswordForm
          confirm={`Release ${formatKobo(priceKobo)}`}
          hint="Your sign-in password confirms that it is you releasing the funds."
          onConfirm={onConfirm}
          error={error}
          onCancel={() => onOpenChange(false)}
        />
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
  /** The method of the attempt under way, else null. */
  paying: PaymentMethod | null
  /** 'Pay by card': the card pop-up, as today (no password: the card provider confirms it). */
  onPayByCard: () => void
  /** 'Pay ₦… from wallet', with the password (agreements §10). */
  onPayFromWallet: ConfirmWithPassword
  /** The receiving buyer's Accept, which is their payment: 'Accept and pay'. */
  accepting?: boolean
}

/**
 * Pay now, or a receiving buyer's Accept, when the wallet covers the total (lifecycle spec §2):
 * 'Pay from wallet (₦… available)' shows the password field and 'Pay ₦… from wallet' (agreements
 * §10); 'Pay by card' opens the card pop-up, as today.
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
  onPayByCard,
  onPayFromWallet,
  accepting = false,
}: PayChoiceDialogProps) {
  const [fromWallet, setFromWallet] = useState(false)
  const walletFormId = useId()
  const chooseWallet = () => {
    flushSync(() => setFromWallet((shown) => !shown))
    document
      .getElementById(walletFormId)
      ?.querySelector<HTMLElement>('input[type="password"]')
      ?.focus()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={accepting ? 'Accept and pay' : 'Pay now'}
      description={`${accepting ? 'Accept the order and pay' : 'Pay'} ${formatKobo(totalKobo)} into escrow: the price and your half of the escrow fee. The seller is paid only when you release the funds.`}
    >
      <div className={styles.body}>
        <div className={styles.choices}>
          <Button
            type="button"
            fullWidth
            aria-expanded={fromWallet}
            aria-controls={fromWallet ? walletFormId : undefined}
            disabled={pending}
            onClick={chooseWallet}
          >
            Pay from wallet ({formatKobo(walletKobo)} available)
          </Button>
          {fromWallet ? (
            <PasswordForm
              id={walletFormId}
              confirm={`Pay ${formatKobo(totalKobo)} from wallet`}
              hint="Your sign-in password confirms that it is you paying from your wallet."
              onConfirm={onPayFromWallet}
              error={error}
            />
          ) : null}
          <Button
            type="button"
            tone="secondary"
            fullWidth
            loading={paying === 'card'}
            disabled={pending}
            onClick={onPayByCard}
          >
            Pay by card
          </Button>
        </div>
        {error && !fromWallet ? <Alert tone="critical">{error}</Alert> : null}
      </div>
    </Dialog>
  )
}
