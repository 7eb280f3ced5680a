import { useId, type ReactNode } from 'react'
import { Card } from '~/components/Card'
import * as styles from './SummaryCard.css'

export interface SummaryCardProps {
  title: string
  highlighted?: boolean
  /** E.g. the eye toggle, top right. */
  action?: ReactNode
  /** The figure; a skeleton while loading. */
  children: ReactNode
}

/** One of the dashboard's three summary cards: a titled figure. */
export function SummaryCard({ title, highlighted = false, action, children }: SummaryCardProps) {
  const titleId = useId()
  return (
    <Card as="section" highlighted={highlighted} aria-labelledby={titleId} className={styles.card}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      <p className={styles.figure}>{children}</p>
    </Card>
  )
}
