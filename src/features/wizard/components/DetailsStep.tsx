import { withForm } from '~/components/form/form-kit'
import { MAX_ORDER_IMAGES } from '~/contract/escrow'
import { EMPTY_VALUES } from '../schemas'
import * as styles from './CreateOrderWizard.css'
import type { WizardStepProps } from './wizard-step'

/** Step 1, Order details: the item, the counterpart's e-mail and phone, a note and images. */
export const DetailsStep = withForm({
  defaultValues: EMPTY_VALUES,
  props: {} as WizardStepProps,
  render: function DetailsStep({ form, role, schemas }) {
    const seller = role === 'seller'
    const counterpart = seller ? 'Buyer' : 'Seller'
    return (
      <div className={styles.fields}>
        <form.AppField name="name" validators={{ onSubmit: schemas.name }}>
          {(field) => (
            <field.TextField
              label={seller ? 'What are you selling?' : 'What are you buying?'}
              autoComplete="off"
              maxLength={250}
            />
          )}
        </form.AppField>
        <form.AppField name="receiver_email" validators={{ onSubmit: schemas.receiver_email }}>
          {(field) => (
            <field.TextField
              label={`${counterpart}'s e-mail`}
              type="email"
              autoComplete="off"
              hint={`We send the ${counterpart.toLowerCase()} an invite link.`}
            />
          )}
        </form.AppField>
        <form.AppField name="receiver_phone" validators={{ onSubmit: schemas.receiver_phone }}>
          {(field) => (
            <field.TextField
              label={`${counterpart}'s phone number`}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              hint="Country: NG (+234)"
            />
          )}
        </form.AppField>
        <form.AppField name="description" validators={{ onSubmit: schemas.description }}>
          {(field) => <field.TextArea label={seller ? 'Delivery note' : 'Order description'} />}
        </form.AppField>
        <form.AppField name="images" validators={{ onSubmit: schemas.images }}>
          {(field) => (
            <field.ImageUploader
              label={seller ? 'Product images' : 'Product images (optional)'}
              description={
                seller
                  ? 'Add at least one picture of the item.'
                  : 'A picture is optional but helpful.'
              }
              max={MAX_ORDER_IMAGES}
            />
          )}
        </form.AppField>
      </div>
    )
  },
})
