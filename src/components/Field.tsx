import { useId, type ReactNode } from 'react'
import { cx } from './cx'
import * as styles from './Field.css'

/** Props the field hands to its control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  /** Use this id for the control instead of a generated one. */
  id?: string | undefined
  /** Extra ids describing the control, kept alongside the hint and error. */
  describedBy?: string | undefined
  className?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}

/** What a control component (TextField, TextArea, SelectField) takes for its Field. */
export interface FieldOwnProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  id?: string | undefined
  'aria-describedby'?: string | undefined
  className?: string | undefined
}

/**
 * Splits a control component's props into the Field's and the rest, which go
 * to the control itself: `const [field, inputProps] = splitFieldProps(props)`.
 */
export function splitFieldProps<P extends FieldOwnProps>(
  props: P,
): [Omit<FieldProps, 'children'>, Omit<P, keyof FieldOwnProps>] {
  const { label, hint, error, id, 'aria-describedby': describedBy, className, ...rest } = props
  return [{ label, hint, error, id, describedBy, className }, rest]
}

/**
 * Label, hint and error around one form control. The error is plain visible
 * text referenced by aria-describedby, not a live region: announcing every
 * validation message as the user types is noisy.
 */
export function Field({ label, hint, error, id, describedBy, className, children }: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const hasError = error != null && error !== false && error !== ''
  const hasHint = hint != null && hint !== false && hint !== ''
  const ariaDescribedBy =
    [hasError ? errorId : undefined, hasHint ? hintId : undefined, describedBy]
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': ariaDescribedBy,
        'aria-invalid': hasError || undefined,
      })}
      {hasHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
