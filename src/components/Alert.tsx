import type { HTMLAttributes } from 'react'
import * as styles from './Alert.css'
import { cx } from './cx'

export type AlertTone = styles.AlertTone

export type AlertProps = Omit<HTMLAttributes<HTMLElement>, 'role'> & {
  /** critical: something failed; caution: needs attention; positive: something worked; info: worth knowing. */
  tone: AlertTone
  /**
   * A live region, so a message that appears is read out without moving the focus: `critical` is
   * role="alert" (read at once), the other tones role="status" (read when the reader is idle).
   * `false` for a message that is there from the start and read another way, e.g. through an
   * input's aria-describedby.
   */
  announce?: boolean
  /** 'p' (default) for a sentence; 'div' for a message with parts, which it stacks. */
  as?: 'p' | 'div'
}

/**
 * The one way to show a form or page message (a failed submit, a notice, a success) in a status
 * tone. It never takes the focus. Messages tied to one input (field errors) are the field's own.
 */
export function Alert({
  tone,
  announce = true,
  as: Element = 'p',
  className,
  children,
  ...rest
}: AlertProps) {
  const role = announce ? (tone === 'critical' ? 'alert' : 'status') : undefined
  return (
    <Element
      {...rest}
      role={role}
      className={cx(styles.alert({ tone }), Element === 'div' && styles.parts, className)}
    >
      {children}
    </Element>
  )
}
