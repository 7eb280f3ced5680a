import type { ReactNode } from 'react'
import * as styles from './EmptyState.css'
import { cx } from './cx'

export interface EmptyStateProps {
  message: ReactNode
  /** E.g. a "Create order" button. */
  action?: ReactNode
  className?: string
}

export function EmptyState({ message, action, className }: EmptyStateProps) {
  return (
    <div className={cx(styles.root, className)}>
      <p>{message}</p>
      {action}
    </div>
  )
}
