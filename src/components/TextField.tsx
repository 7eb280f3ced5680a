import type { ComponentPropsWithRef } from 'react'
import { Field, splitFieldProps, type FieldOwnProps } from './Field'
import * as styles from './TextField.css'
import { cx } from './cx'

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldOwnProps & {
    /** Class of the wrapper; `inputClassName` styles the input itself. */
    className?: string
    inputClassName?: string
  }

export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(control) => (
        <input {...inputProps} {...control} className={cx(styles.input, inputClassName)} />
      )}
    </Field>
  )
}
