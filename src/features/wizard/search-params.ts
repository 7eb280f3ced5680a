import * as v from 'valibot'
import { OrderRole } from '~/contract/escrow'

export const WIZARD_STEPS = [1, 2, 3, 4] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]

/**
 * `/escrow/new?role=buyer&step=2`. The role falls back to seller (spec §2). The step is optional:
 * without one the wizard resumes the draft's own step; a value outside 1–4 is dropped. Which steps
 * may be shown at all is the wizard's call (a step opens only once the steps before it validate).
 */
export const WizardSearchSchema = v.object({
  role: v.fallback(v.optional(OrderRole, 'seller'), 'seller'),
  step: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4))),
    undefined,
  ),
})

export function asStep(value: number | undefined): WizardStep {
  return value === 2 || value === 3 || value === 4 ? value : 1
}
