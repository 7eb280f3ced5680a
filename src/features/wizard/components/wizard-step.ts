import type { OrderRole } from '~/contract/escrow'
import type { FieldSchemas } from '../schemas'

/**
 * What every step of the wizard's form gets besides the form itself. A step part declares its props
 * to `withForm` as `props: {} as WizardStepProps`: TanStack reads their type there (and would
 * use the values as defaults); the wizard passes every one.
 */
export interface WizardStepProps {
  role: OrderRole
  /** The fields' rules for this user and day (validators run on Next and Confirm). */
  schemas: FieldSchemas
}
