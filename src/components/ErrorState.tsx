import type { ReactNode } from 'react'
import * as styles from './ErrorState.css'
import { cx } from './cx'

export interface ErrorStateProps {
  title: ReactNode
  message?: ReactNode
  /** E.g. "Try Again" and "Go Back" buttons. */
  actions?: ReactNode
  className?: string
}

/** A failed load or action. role="alert" so it is announced when it replaces the content. */
export function ErrorState({ title, message, actions, className }: ErrorStateProps) {
  return (
    <div role="alert" className={cx(styles.root, className)}>
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  )
}
