import type { AnyFieldApi } from '@tanstack/react-form'
import type { ChangeEvent } from 'react'

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
 * Props that bind a TanStack Form text field to our TextField/TextArea. Editing a field clears its
 * error (spec §5); it is checked again on the next Next or submit.
 */
export function textFieldProps(field: AnyFieldApi) {
  return {
    name: String(field.name),
    value: String(field.state.value ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.handleChange(event.target.value)
      if (field.state.meta.errors.length > 0) field.setMeta((meta) => ({ ...meta, errorMap: {} }))
    },
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors),
  }
}
