import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@tanstack/react-form'
import { useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Alert } from '~/components/Alert'
import { Button } from '~/components/Button'
import { Dialog } from '~/components/Dialog'
import { useAppForm } from '~/components/form/form-kit'
import { focusFirstInvalid, KitForm } from '~/components/form/KitForm'
import { showServerErrors } from '~/components/form/server-errors'
import { MoneyField } from '~/components/form/MoneyField'
import { validateStep } from '~/components/form/steps'
import { TextField } from '~/components/TextField'
import { MESSAGES } from '~/contract/limits'
import { ACCOUNT_NUMBER_PATTERN, type Bank, type WithdrawResponse } from '~/contract/wallet'
import { ApiError, errorMessage, isApiStatus } from '~/lib/api-error'
import { formatKobo, formatNaira, toKobo } from '~/lib/money'
import { passwordOnce } from '~/lib/password-once'
import { useProfileQuery } from '~/lib/session/profile'
import type { WalletDialogProps } from '~/lib/wallet-port'
import { amountRule, checkAmount } from '~/lib/amount-input'
import { walletLimits } from '../amounts'
import { useWithdraw } from '../mutations'
import { walletQueries } from '../queries'
import * as styles from './WalletDialogs.css'
import { WalletResult } from './WalletResult'

export const WITHDRAW_FALLBACK = 'The withdrawal could not be sent. Please try again.'
/** A request sent whose answer never came: it may have gone through, so a retry reuses its key. */
export const WITHDRAW_LOST =
  'We could not confirm the withdrawal: the connection failed. Try again: it will not be paid out twice.'
export const BANKS_FAILED = 'We could not load the list of banks.'

const DETAILS_FIELDS = ['amount', 'bank_code', 'account_number'] as const

interface WithdrawValues {
  amount: string
  bank_code: string
  account_number: string
  password: string
}

const EMPTY: WithdrawValues = { amount: '', bank_code: '', account_number: '', password: '' }

const bankRule = ({ value }: { value: string }) => (value ? undefined : MESSAGES.bankRequired)
const accountRule = ({ value }: { value: string }) =>
  ACCOUNT_NUMBER_PATTERN.test(value.trim()) ? undefined : MESSAGES.accountNumber
const passwordRule = ({ value }: { value: string }) =>
  value ? undefined : MESSAGES.passwordRequired

interface Sent {
  answer: WithdrawResponse
  amountKobo: number
  accountName: string
  bankName: string
  accountNumber: string
}

/**
 * 'Withdraw' (lifecycle spec §4), in two steps: the amount ('Withdraw all'), the bank (a searchable
 * list) and the 10-digit account number, with the account holder's name resolved and shown before
 * anything is sent; then the password. Every check runs before any call; a double click sends one
 * request (the form kit); a retry after a lost answer carries the same Idempotency-Key. Ends on the
 * result and the new balance.
 */
export function WithdrawFlow({ open, onOpenChange, returnFocusTo }: WalletDialogProps) {
  const withdrawal = useWithdraw()
  const profile = useProfileQuery()
  const balanceKobo = profile.data ? toKobo(profile.data.wallet_balance) : undefined
  const banks = useQuery(walletQueries.banks())
  const formRef = useRef<HTMLFormElement>(null)
  const [step, setStep] = useState<1 | 2>(1)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<Sent | null>(null)
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmitInvalid: () => focusFirstInvalid(formRef),
    onSubmit: async ({ value }) => {
      const amount = checkAmount(value.amount, walletLimits(balanceKobo))
      if (!amount.ok || !account.data) return
      setFailure(null)
      const accountNumber = value.account_number.trim()
      try {
        const answer = await withdrawal.mutateAsync({
          amountKobo: amount.kobo,
          bankCode: value.bank_code,
          accountNumber,
          password: passwordOnce(value.password),
        })
        form.setFieldValue('password', '')
        setSent({
          answer,
          amountKobo: amount.kobo,
          accountName: account.data.account_name,
          bankName: bankNameOf(banks.data, value.bank_code),
          accountNumber,
        })
      } catch (error) {
        // The password is never kept after a failure: typed again for the next try.
        form.setFieldValue('password', '')
        if (showServerErrors(form, error).some((name) => name !== 'password')) setStep(1)
        setFailure(withdrawFailure(error))
      }
    },
  })
  const bankCode = useSelector(form.store, (state) => state.values.bank_code)
  const accountNumber = useSelector(form.store, (state) => state.values.account_number.trim())
  const account = useQuery(walletQueries.account(bankCode, accountNumber))
  const accountLookup = ACCOUNT_NUMBER_PATTERN.test(accountNumber) && bankCode !== ''

  const next = async () => {
    setFailure(null)
    if (!(await validateStep(form, DETAILS_FIELDS))) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    if (!account.data) return
    // The step's buttons are swapped: focus goes to what the step asks for, once it is shown.
    flushSync(() => setStep(2))
    formRef.current?.querySelector<HTMLElement>('input[type="password"]')?.focus()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Withdraw"
      description="Send money from your wallet to a Nigerian bank account."
    >
      {sent ? (
        <WithdrawnResult sent={sent} onClose={() => onOpenChange(false)} />
      ) : (
        <KitForm
          form={form}
          ref={formRef}
          className={styles.form}
          onSubmit={step === 1 ? () => void next() : undefined}
        >
          <div className={styles.body} hidden={step !== 1}>
            <form.AppField
              name="amount"
              validators={{ onSubmit: amountRule(walletLimits(balanceKobo)) }}
            >
              {() => (
                <MoneyField
                  label="Amount"
                  limits={walletLimits(balanceKobo)}
                  hint={`In naira (₦), at least ₦100. Available: ${
                    profile.data ? formatNaira(profile.data.wallet_balance) : '…'
                  }`}
                  fills={
                    balanceKobo === undefined ? [] : [{ label: 'Withdraw all', kobo: balanceKobo }]
                  }
                />
              )}
            </form.AppField>
            <BankField
              banks={banks.data}
              chosen={bankCode}
              loading={banks.isPending}
              failed={banks.isError}
              onRetry={() => void banks.refetch()}
            >
              {(options) => (
                <form.AppField name="bank_code" validators={{ onSubmit: bankRule }}>
                  {(field) => <field.SelectField label="Bank" options={options} />}
                </form.AppField>
              )}
            </BankField>
            <form.AppField name="account_number" validators={{ onSubmit: accountRule }}>
              {(field) => (
                <field.TextField
                  label="Account number"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  hint="The 10-digit NUBAN account number."
                />
              )}
            </form.AppField>
            {accountLookup ? <AccountName lookup={account} /> : null}
          </div>
          {step === 2 ? (
            <div className={styles.body}>
              <WithdrawalSummary
                amount={form.state.values.amount}
                bankName={bankNameOf(banks.data, bankCode)}
                accountNumber={accountNumber}
                accountName={account.data?.account_name ?? ''}
              />
              <form.AppField name="password" validators={{ onSubmit: passwordRule }}>
                {(field) => (
                  <field.TextField
                    label="Password"
                    type="password"
                    autoComplete="current-password"
                    hint="Your sign-in password confirms that it is you."
                  />
                )}
              </form.AppField>
            </div>
          ) : null}
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          <div className={styles.actions}>
            {step === 1 ? (
              <>
                <Button type="button" tone="secondary" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit">Next</Button>
              </>
            ) : (
              <>
                <Button
                  type="button"
                  tone="secondary"
                  onClick={() => {
                    form.setFieldValue('password', '')
                    setFailure(null)
                    flushSync(() => setStep(1))
                    formRef.current?.querySelector<HTMLElement>('input[name="amount"]')?.focus()
                  }}
                >
                  Back
                </Button>
                <form.AppForm>
                  <form.SubmitButton>Withdraw</form.SubmitButton>
                </form.AppForm>
              </>
            )}
          </div>
        </KitForm>
      )}
    </Dialog>
  )
}

function withdrawFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return WITHDRAW_LOST
  return errorMessage(error, WITHDRAW_FALLBACK)
}

function bankNameOf(banks: readonly Bank[] | undefined, code: string): string {
  return banks?.find((bank) => bank.code === code)?.name ?? code
}

/** The bank: a search box narrowing a native list (the chosen bank always stays in it). */
function BankField({
  banks,
  chosen,
  loading,
  failed,
  onRetry,
  children,
}: {
  banks: readonly Bank[] | undefined
  chosen: string
  loading: boolean
  failed: boolean
  onRetry: () => void
  /** The bank's select, with these options. */
  children: (options: { value: string; label: string }[]) => ReactNode
}) {
  const [search, setSearch] = useState('')
  const wanted = search.trim().toLowerCase()
  const shown = (banks ?? []).filter(
    (bank) => bank.code === chosen || !wanted || bank.name.toLowerCase().includes(wanted),
  )
  const placeholder = loading
    ? 'Loading banks…'
    : failed
      ? 'Banks could not be loaded'
      : shown.length === 0
        ? 'No bank matches the search'
        : 'Choose a bank'
  return (
    <>
      <TextField
        label="Search banks"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={!banks}
      />
      {children([
        { value: '', label: placeholder },
        ...shown.map((bank) => ({ value: bank.code, label: bank.name })),
      ])}
      {failed ? (
        <Alert tone="critical" as="div">
          <span>{BANKS_FAILED}</span>
          <Button type="button" size="sm" tone="secondary" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      ) : null}
    </>
  )
}

/** The account holder's name, once the bank and the 10 digits are there. */
function AccountName({
  lookup,
}: {
  lookup: { data?: { account_name: string } | undefined; error: unknown; isPending: boolean }
}) {
  if (lookup.data) {
    return (
      <Alert tone="info">
        Account name: <strong>{lookup.data.account_name}</strong>
      </Alert>
    )
  }
  if (lookup.error) {
    const message = isApiStatus(lookup.error, 404)
      ? 'Account not found'
      : errorMessage(lookup.error, 'We could not check the account. Please try again.')
    return <Alert tone="critical">{message}</Alert>
  }
  return <p className={styles.muted}>Checking the account…</p>
}

function WithdrawalSummary({
  amount,
  bankName,
  accountNumber,
  accountName,
}: {
  amount: string
  bankName: string
  accountNumber: string
  accountName: string
}) {
  const checked = checkAmount(amount, walletLimits())
  return (
    <dl className={styles.summary} aria-label="Withdrawal">
      <dt className={styles.term}>Amount</dt>
      <dd className={styles.value}>{checked.ok ? formatKobo(checked.kobo) : amount}</dd>
      <dt className={styles.term}>Bank</dt>
      <dd className={styles.value}>{bankName}</dd>
      <dt className={styles.term}>Account number</dt>
      <dd className={styles.value}>{accountNumber}</dd>
      <dt className={styles.term}>Account name</dt>
      <dd className={styles.value}>{accountName}</dd>
    </dl>
  )
}

/** Sent: the pending withdrawal and the balance after it (the provider's answer). */
function WithdrawnResult({ sent, onClose }: { sent: Sent; onClose: () => void }) {
  return (
    <WalletResult balance={formatNaira(sent.answer.wallet_balance)} onClose={onClose}>
      {formatKobo(sent.amountKobo)} is on its way to {sent.accountName} ({sent.bankName} ****
      {sent.accountNumber.slice(-4)}). It shows as pending in your transactions until the bank
      confirms it.
    </WalletResult>
  )
}
