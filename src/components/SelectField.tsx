import type { ComponentPropsWithRef } from 'react'
import { Field, splitFieldProps, type FieldOwnProps } from './Field'
import * as styles from './TextField.css'

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> &
  FieldOwnProps & {
    options: readonly { value: string; label: string }[]
    className?: string
  }

/** A native select with label, hint and error, like TextField. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const [field, selectProps] = splitFieldProps(props)
  return (
    <Field {...field}>
      {(control) => (
        <select {...selectProps} {...control} className={styles.input}>
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
