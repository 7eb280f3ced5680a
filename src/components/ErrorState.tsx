import type { ReactNode } from 'react'
import { Alert } from './Alert'
import * as styles from './ErrorState.css'

export interface ErrorStateProps {
  title: ReactNode
  message?: ReactNode
  /** E.g. "Try Again" and "Go Back" buttons. */
  actions?: ReactNode
  className?: string
}

/** A failed load or action: a critical Alert (role="alert"), announced when it replaces the content. */
export function ErrorState({ title, message, actions, className }: ErrorStateProps) {
  return (
    <Alert tone="critical" as="div" className={className}>
      <p className={styles.title}>{title}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Alert>
  )
}
