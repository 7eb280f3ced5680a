import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field } from './Field'
import * as styles from './TextField.css'
import { cx } from './cx'

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  options: readonly { value: string; label: string }[]
  className?: string
}

/** A native select with label, hint and error, like TextField. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  options,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
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
        <select {...selectProps} {...control} className={cx(styles.input)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
