import { Button } from '~/components/Button'
import { useBoundField } from '~/components/form/form-kit-core'
import { TextField } from '~/components/TextField'
import { formatKobo } from '~/lib/money'
import { amountInputOf, checkWalletAmount, groupAmountInput } from '../amounts'
import * as styles from './WalletDialogs.css'

/**
 * The amount of a wallet form (inside `form.AppField`): naira, grouped as the user types
 * ("50,000"), with the amount it will be shown as ("₦50,000.00") once it is one, and buttons that
 * fill it (the quick amounts, 'Withdraw all').
 */
export function AmountField({
  label,
  hint,
  fills,
  legend,
}: {
  label: string
  hint: string
  fills: readonly { label: string; kobo: number }[]
  /** Names the buttons as a group ('Quick amounts'); without it they stand alone. */
  legend?: string
}) {
  const { field, error, change } = useBoundField<string>()
  const checked = checkWalletAmount(field.state.value)
  const buttons = fills.map((fill) => (
    <Button
      key={fill.label}
      type="button"
      tone="secondary"
      size="sm"
      aria-pressed={legend ? field.state.value === amountInputOf(fill.kobo) : undefined}
      onClick={() => change(amountInputOf(fill.kobo))}
    >
      {fill.label}
    </Button>
  ))
  return (
    <>
      <TextField
        label={label}
        name={field.name}
        inputMode="decimal"
        autoComplete="off"
        value={field.state.value}
        onChange={(event) => change(groupAmountInput(event.target.value))}
        onBlur={field.handleBlur}
        error={error}
        hint={checked.ok ? `${formatKobo(checked.kobo)}. ${hint}` : hint}
      />
      {legend ? (
        <fieldset className={styles.quickAmounts}>
          <legend className={styles.legend}>{legend}</legend>
          {buttons}
        </fieldset>
      ) : (
        <div className={styles.quickAmounts}>{buttons}</div>
      )}
    </>
  )
}
