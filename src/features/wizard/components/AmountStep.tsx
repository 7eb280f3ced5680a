import { Button } from '~/components/Button'
import { withForm } from '~/components/form/form-kit'
import { editField } from '~/components/form/form-kit-core'
import { formatKobo } from '~/lib/money'
import { EMPTY_VALUES, priceKoboOf } from '../schemas'
import * as styles from './CreateOrderWizard.css'
import { FeeSummary } from './FeeSummary'
import type { WizardStepProps } from './wizard-step'

export const QUICK_AMOUNTS = [5060, 10000, 15213, 20000, 49780] as const

/** Step 2, Amount: the price in naira (typed or a quick amount) and the fees it brings. */
export const AmountStep = withForm({
  defaultValues: EMPTY_VALUES,
  props: {} as WizardStepProps & { balanceKobo: number | null },
  render: function AmountStep({ form, role, schemas, balanceKobo }) {
    return (
      <div className={styles.fields}>
        <form.AppField name="price" validators={{ onSubmit: schemas.price }}>
          {(field) => {
            const priceKobo = priceKoboOf(field.state.value)
            return (
              <>
                <field.TextField
                  label={
                    role === 'seller' ? 'How much are you charging?' : 'How much are you paying?'
                  }
                  inputMode="decimal"
                  autoComplete="off"
                  hint={`In naira (₦), up to two decimals. Bal: ${
                    balanceKobo === null ? '…' : formatKobo(balanceKobo)
                  }`}
                />
                <fieldset className={styles.quickAmounts}>
                  <legend className={styles.legend}>Quick amounts</legend>
                  {QUICK_AMOUNTS.map((amount) => (
                    <Button
                      key={amount}
                      type="button"
                      tone="secondary"
                      size="sm"
                      aria-pressed={field.state.value.trim() === String(amount)}
                      onClick={() => editField(field, String(amount))}
                    >
                      {formatKobo(amount * 100)}
                    </Button>
                  ))}
                </fieldset>
                {priceKobo !== null ? (
                  <FeeSummary priceKobo={priceKobo} role={role} label="Fee breakdown" />
                ) : null}
              </>
            )
          }}
        </form.AppField>
      </div>
    )
  },
})
