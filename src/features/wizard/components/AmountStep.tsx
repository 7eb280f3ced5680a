import { withForm } from '~/components/form/form-kit'
import { MoneyField } from '~/components/form/MoneyField'
import { QUICK_FILLS, rangeText } from '~/lib/amount-input'
import { formatKobo } from '~/lib/money'
import { EMPTY_VALUES, PRICE_LIMITS, priceKoboOf } from '../schemas'
import * as styles from './CreateOrderWizard.css'
import { FeeSummary } from './FeeSummary'
import type { WizardStepProps } from './wizard-step'

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
                <MoneyField
                  label={
                    role === 'seller' ? 'How much are you charging?' : 'How much are you paying?'
                  }
                  limits={PRICE_LIMITS}
                  hint={`In naira (₦), ${rangeText(PRICE_LIMITS)}, two decimals at most. Bal: ${
                    balanceKobo === null ? '…' : formatKobo(balanceKobo)
                  }`}
                  legend="Quick amounts"
                  fills={QUICK_FILLS}
                />
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
