import type { ComponentPropsWithRef } from 'react'
import { Field, splitFieldProps, type FieldOwnProps } from './Field'
import * as styles from './TextArea.css'
import { cx } from './cx'

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  FieldOwnProps & {
    /** Class of the wrapper; `textareaClassName` styles the textarea itself. */
    className?: string
    textareaClassName?: string
  }

export function TextArea({ textareaClassName, rows = 4, ...props }: TextAreaProps) {
  const [field, textareaProps] = splitFieldProps(props)
  return (
    <Field {...field}>
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
