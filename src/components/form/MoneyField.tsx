import { Button } from '~/components/Button'
import { TextField } from '~/components/TextField'
import { amountInputOf, checkAmount, groupAmountInput, type AmountLimits } from '~/lib/amount-input'
import { formatKobo } from '~/lib/money'
import { useBoundField } from './form-kit-core'
import * as styles from './MoneyField.css'

export interface MoneyFieldProps {
  label: string
  /** What it takes (the hint states them before they are hit) and refuses beyond. */
  limits: AmountLimits
  /** The hint, after the amount as it will be shown ("₦50,000.00") once it is one. */
  hint: string
  /** Buttons that fill the field (the quick amounts, 'Withdraw all'). */
  fills?: readonly { label: string; kobo: number }[]
  /** Names the buttons as a group ('Quick amounts'); without it they stand alone. */
  legend?: string
}

/**
 * Every amount field (inside `form.AppField`, checked with `amountRule(limits)`): naira, grouped as
 * the user types ("50,000"), the amount it will be shown as ("₦50,000.00") once it is one, and the
 * buttons that fill it.
 */
export function MoneyField({ label, limits, hint, fills = [], legend }: MoneyFieldProps) {
  const { field, error, change } = useBoundField<string>()
  const checked = checkAmount(field.state.value, limits)
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
        error={error}
        hint={checked.ok ? `${formatKobo(checked.kobo)}. ${hint}` : hint}
      />
      {buttons.length === 0 ? null : legend ? (
        <fieldset className={styles.fills}>
          <legend className={styles.legend}>{legend}</legend>
          {buttons}
        </fieldset>
      ) : (
        <div className={styles.fills}>{buttons}</div>
      )}
    </>
  )
}
