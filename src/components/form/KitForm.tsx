import type { AnyFormApi } from '@tanstack/react-form'
import type { ComponentPropsWithRef, RefObject } from 'react'
import { submitForm } from './form-kit-core'

/**
 * A form's `onSubmitInvalid`: once the errors have rendered, the focus goes to the first field to
 * fix (keyboard and screen-reader users land on it).
 */
export function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  setTimeout(() => {
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    // Scrolled into view by its label, which sits above it: focus alone would stop the field
    // itself at the sticky header's edge and leave its label under the header.
    const label = field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null
    field.focus({ preventScroll: label !== null })
    label?.scrollIntoView({ block: 'nearest' })
  })
}

export type KitFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'noValidate'> & {
  form: AnyFormApi
  /** What a submit does in place of submitting the form (e.g. a step's Next). */
  onSubmit?: () => void
}

/**
 * The `<form>` of a kit form: the fields' own checks only (noValidate), and a submit is the kit's
 * `submitForm(form)` (one submit at a time), or `onSubmit` when given.
 */
export function KitForm({ form, onSubmit, ...props }: KitFormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (onSubmit) onSubmit()
        else submitForm(form)
      }}
    />
  )
}
