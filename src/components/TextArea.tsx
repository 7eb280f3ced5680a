import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './Field'
import * as styles from './TextArea.css'
import { cx } from './cx'

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Class of the wrapper; `textareaClassName` styles the textarea itself. */
  className?: string
  textareaClassName?: string
}

export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  textareaClassName,
  'aria-describedby': describedBy,
  rows = 4,
  ...textareaProps
}: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          rows={rows}
          className={cx(styles.textarea, textareaClassName)}
        />
      )}
    </Field>
  )
}
