import { useRef, useState } from 'react'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { useAppForm } from '~/components/form/form-kit'
import { focusFirstInvalid, KitForm } from '~/components/form/KitForm'
import { MoneyField } from '~/components/form/MoneyField'
import { showServerErrors } from '~/components/form/server-errors'
import { errorMessage } from '~/lib/api-error'
import { amountRule, checkAmount, QUICK_FILLS } from '~/lib/amount-input'
import { formatKobo, formatNaira } from '~/lib/money'
import { PaymentError } from '~/lib/payment-port'
import { useProfileQuery } from '~/lib/session/profile'
import type { WalletDialogProps } from '~/lib/wallet-port'
import { WALLET_RANGE_HINT, walletLimits } from '../amounts'
import { useFundWallet } from '../mutations'
import * as styles from './WalletDialogs.css'
import { WalletResult } from './WalletResult'

export const FUND_FALLBACK = 'We could not start the card payment. Please try again.'

/**
 * 'Fund wallet' (lifecycle spec §4): an amount (₦100 to ₦10,000,000, two decimals at most, the
 * quick amounts), checked before any call; then the card checkout of this build. Ends on the
 * result and the new balance.
 */
export function FundWalletFlow({ open, onOpenChange, returnFocusTo }: WalletDialogProps) {
  const fund = useFundWallet()
  const formRef = useRef<HTMLFormElement>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [fundedKobo, setFundedKobo] = useState<number | null>(null)
  const form = useAppForm({
    defaultValues: { amount: '' },
    onSubmitInvalid: () => focusFirstInvalid(formRef),
    onSubmit: async ({ value }) => {
      const checked = checkAmount(value.amount, walletLimits())
      if (!checked.ok) return
      setFailure(null)
      setNotice(null)
      try {
        const outcome = await fund.mutateAsync(checked.kobo)
        if (outcome === 'cancelled') {
          setNotice('Payment cancelled: your card was not charged and your balance is unchanged.')
        } else {
          setFundedKobo(checked.kobo)
        }
      } catch (error) {
        if (showServerErrors(form, error).length > 0) return
        setFailure(
          error instanceof PaymentError ? error.message : errorMessage(error, FUND_FALLBACK),
        )
      }
    },
  })

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Fund wallet"
      description="Add money to your wallet by card, then pay for orders from it."
    >
      {fundedKobo === null ? (
        <KitForm form={form} ref={formRef} className={styles.form}>
          <form.AppField name="amount" validators={{ onSubmit: amountRule(walletLimits()) }}>
            {() => (
              <MoneyField
                label="Amount"
                limits={walletLimits()}
                hint={WALLET_RANGE_HINT}
                legend="Quick amounts"
                fills={QUICK_FILLS}
              />
            )}
          </form.AppField>
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          {notice ? <Alert tone="info">{notice}</Alert> : null}
          <div className={styles.actions}>
            <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <form.AppForm>
              <form.SubmitButton>Pay by card</form.SubmitButton>
            </form.AppForm>
          </div>
        </KitForm>
      ) : (
        <FundedResult amountKobo={fundedKobo} onClose={() => onOpenChange(false)} />
      )}
    </Dialog>
  )
}

/** The payment went through: what was added, and the balance the provider now reports. */
function FundedResult({ amountKobo, onClose }: { amountKobo: number; onClose: () => void }) {
  const profile = useProfileQuery()
  const balance = profile.data ? formatNaira(profile.data.wallet_balance) : null
  return (
    <WalletResult balance={balance ?? '…'} onClose={onClose}>
      Your wallet was funded with {formatKobo(amountKobo)}.
    </WalletResult>
  )
}
