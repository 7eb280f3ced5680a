import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './Field'
import * as styles from './TextField.css'
import { cx } from './cx'

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Class of the wrapper; `inputClassName` styles the input itself. */
  className?: string
  inputClassName?: string
}

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
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
        <input {...inputProps} {...control} className={cx(styles.input, inputClassName)} />
      )}
    </Field>
  )
}
