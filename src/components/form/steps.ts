import type { AnyFormApi } from '@tanstack/react-form'
import { submitForm } from './form-kit-core'
import { focusFirstInvalid } from './KitForm'

/**
 * The multi-step engine of registration and the create-order wizard. Steps are numbered from 1,
 * everywhere (state, URL `?step=2`, "Step 2 of 4", the progress bar); each step names its fields.
 * Next checks only the shown step's fields, with their submit checks, and moves on when none has
 * an error (a server error left on a field counts until the field is edited); the last step
 * submits the form.
 */
export interface StepSubmit<Name extends string> {
  /** The step shown, from 1. */
  step: number
  /** How many steps there are: the last one submits. */
  count: number
  /** The fields of the step shown. */
  fields: readonly Name[]
  /** Shows another step (Next: `step + 1`). */
  goTo: (step: number) => void
  /** The step's `<form>`: a Next refused puts the focus on its first field to fix. */
  element: HTMLFormElement
}

interface StepForm<Name extends string> {
  validateField: (name: Name, cause: 'submit') => unknown
  getFieldMeta: (name: Name) => { errors: readonly unknown[] } | undefined
}

/** Checks a step's fields as a submit would; true when none of them has an error. */
export async function validateStep<Name extends string>(
  form: StepForm<Name>,
  fields: readonly Name[],
): Promise<boolean> {
  for (const name of fields) await form.validateField(name, 'submit')
  return fields.every((name) => (form.getFieldMeta(name)?.errors.length ?? 0) === 0)
}

/** The submit of a step form: Next on every step but the last, which submits the form. */
export async function submitStep<Name extends string>(
  form: AnyFormApi,
  { step, count, fields, goTo, element }: StepSubmit<Name>,
): Promise<void> {
  if (step >= count) {
    submitForm(form)
    return
  }
  if (await validateStep(form, fields)) goTo(step + 1)
  else focusFirstInvalid({ current: element })
}
