import type { AnyFormApi } from '@tanstack/react-form'
import type { ValidationIssue } from '~/contract/common'
import { ApiError } from '~/lib/api-error'

/**
 * The first message per field that the issues' `loc` names (FastAPI: `['body', 'receiver_phone']`,
 * `['body', 'images', 0]`), among `names`. Issues naming no field are left to the error's detail.
 */
export function messagesByField<Name extends string>(
  issues: readonly ValidationIssue[],
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const messages: Partial<Record<Name, string>> = {}
  for (const issue of issues) {
    const field = names.find((name) => issue.loc.includes(name))
    if (field && !messages[field]) messages[field] = issue.msg
  }
  return messages
}

/**
 * Puts a rejected submit's 422 issues on their fields, in each field's own error map (`onServer`),
 * shown like the field's own errors until the field is edited or the form is submitted again
 * (the kit's submitForm clears them).
 * Returns the fields that got a message (none for any other failure).
 */
export function showServerErrors(form: AnyFormApi, error: unknown): string[] {
  if (!(error instanceof ApiError)) return []
  const defaults: unknown = form.options.defaultValues
  const names = typeof defaults === 'object' && defaults !== null ? Object.keys(defaults) : []
  const messages = messagesByField(error.issues, names)
  const fields = names.filter((name) => messages[name] !== undefined)
  // The submit passed the form's own checks, so the server's verdict replaces them. A field whose
  // step was never shown has no meta yet: this gives it one, as TanStack's setFieldValue does.
  for (const name of fields) {
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { onServer: messages[name] } }))
  }
  return fields
}
