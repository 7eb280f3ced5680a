import type { ComponentPropsWithRef } from 'react'
import * as styles from './Button.css'
import { cx } from './cx'

export type ButtonProps = ComponentPropsWithRef<'button'> &
  styles.ButtonVariants & {
    /** Shows an inline spinner, sets aria-busy and disables the button. */
    loading?: boolean
  }

/** Class names of a button look, for links and other elements that should look like one. */
export function buttonClass(variants?: styles.ButtonVariants): string {
  return styles.button(variants)
}

export function Button({
  tone,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      className={cx(styles.button({ tone, size, fullWidth }), className)}
      disabled={(disabled ?? false) || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}
