import { withForm } from '~/components/form/form-kit'
import { LOGISTIC_SERVICES } from '~/contract/escrow'
import { EMPTY_VALUES, LOGISTIC_LABELS } from '../schemas'
import * as styles from './CreateOrderWizard.css'
import type { WizardStepProps } from './wizard-step'

const LOGISTIC_CHOICES = [
  { value: '', label: 'None' },
  ...LOGISTIC_SERVICES.map((code) => ({ value: code, label: LOGISTIC_LABELS[code] })),
] as const

/** Step 3, Delivery: the date (today or later) and, for a seller, a logistics service. */
export const DeliveryStep = withForm({
  defaultValues: EMPTY_VALUES,
  props: {} as WizardStepProps & { today: string },
  render: function DeliveryStep({ form, role, schemas, today }) {
    return (
      <div className={styles.fields}>
        <form.AppField name="delivery_date" validators={{ onSubmit: schemas.delivery_date }}>
          {(field) => (
            <field.TextField label="Delivery date" type="date" min={today} hint="Today or later" />
          )}
        </form.AppField>
        {role === 'seller' ? (
          <form.AppField
            name="logistic_service"
            validators={{ onSubmit: schemas.logistic_service }}
          >
            {(field) => (
              <field.SelectField label="Logistics service (optional)" options={LOGISTIC_CHOICES} />
            )}
          </form.AppField>
        ) : null}
      </div>
    )
  },
})
