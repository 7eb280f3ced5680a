import {
  createFormHook,
  createFormHookContexts,
  useSelector,
  type AnyFieldApi,
  type AnyFormApi,
} from '@tanstack/react-form'
import { isInFlight, singleFlight } from '~/lib/single-flight'
import { Button, type ButtonProps } from '../Button'
import { TextField as TextFieldControl, type TextFieldProps } from '../TextField'

/**
 * The core of the form kit (./form-kit.tsx): TanStack Form's createFormHook with the shared
 * contexts, the rules every field follows, the text field and the submit button. Forms of text
 * fields only (sign-up, the password reset pages, the password of a money dialog) use it as it is
 * (`useTextForm`), so they load no other field; every other form uses the whole kit. Sign-in is the
 * one form outside the kit (src/features/session/sign-in-form.ts).
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts()

/** First message of a field's errors, whether a validator returned a string or a schema issue. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (
      error &&
      typeof error === 'object' &&
      'message' in error &&
      typeof error.message === 'string'
    ) {
      return error.message
    }
  }
  return undefined
}

/**
 * Changes a field's value as the user's edit does. Editing a field clears its error (its own
 * checks' and the server's, spec §5); it is checked again on the next Next or submit.
 */
export function editField(field: AnyFieldApi, value: unknown): void {
  field.handleChange(value)
  if (field.state.meta.errors.length > 0) field.setMeta((meta) => ({ ...meta, errorMap: {} }))
}

/** The field of the bound component being rendered: its value, shown error and change. */
export function useBoundField<TValue>() {
  const field = useFieldContext<TValue>()
  return {
    field,
    error: firstError(field.state.meta.errors),
    change: (value: TValue) => {
      editField(field, value)
    },
  }
}

/** A control's props minus what its field supplies. */
export type Bound<TProps> = Omit<
  TProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
>

/**
 * What a native control (input, textarea, select) takes from its field; a new value the control
 * reports is taken when `accepts` it (a select: one of its options). No `handleBlur`: TanStack
 * Form clears a submit's errors on any later validation, a blur's too, so leaving a field would
 * drop its message (and shift what is below it under the pointer); only an edit clears it.
 */
export function useControlProps(accepts: (value: string) => boolean = () => true) {
  const { field, error, change } = useBoundField<string>()
  return {
    name: field.name,
    value: field.state.value,
    onChange: (event: { target: { value: string } }) => {
      if (accepts(event.target.value)) change(event.target.value)
    },
    error,
  }
}

function BoundTextField(props: Bound<TextFieldProps>) {
  return <TextFieldControl {...props} {...useControlProps()} />
}

/**
 * Submits a kit form once (the double-submit policy of src/lib/single-flight.ts): a submit while
 * the last one runs (its checks, its request and whatever its onSubmit awaits) is dropped. The
 * server's field errors of the last submit are cleared first; the fields' checks run again.
 */
export function submitForm(form: AnyFormApi): void {
  const key = `form:${form.formId}`
  if (isInFlight(key)) return
  clearServerErrors(form)
  void singleFlight(key, () => form.handleSubmit())
}

/**
 * Drops the server's field errors of the last submit (./server-errors.ts puts them in each field's
 * own error map, `onServer`), so the next submit is judged by the fields' own checks.
 */
function clearServerErrors(form: AnyFormApi): void {
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    if (meta?.errorMap.onServer === undefined) continue
    form.setFieldMeta(name, (current) => ({
      ...current,
      errorMap: { ...current.errorMap, onServer: undefined },
    }))
  }
}

/** The form's submit button: busy (spinner, aria-busy, disabled) while the form is submitting. */
function SubmitButton(props: Omit<ButtonProps, 'type' | 'loading'>) {
  const form = useFormContext()
  const submitting = useSelector(form.store, (state) => state.isSubmitting)
  return <Button {...props} type="submit" loading={submitting} />
}

export const coreKit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: BoundTextField },
  formComponents: { SubmitButton },
})

/** The kit's form hook with the text field alone, for the first page (sign-in and sign-up). */
export const useTextForm = coreKit.useAppForm
