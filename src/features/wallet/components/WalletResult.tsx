import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Alert } from '~/components/Alert'
import { Button, buttonClass } from '~/components/Button'
import * as styles from './WalletDialogs.css'

/** A wallet flow's end: what was done (`children`), the new balance, View transactions and Done. */
export function WalletResult({
  balance,
  onClose,
  children,
}: {
  /** The new wallet balance as shown. */
  balance: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <div className={styles.body}>
      <Alert tone="positive">{children}</Alert>
      <dl className={styles.summary}>
        <dt className={styles.term}>New wallet balance</dt>
        <dd className={styles.value}>{balance}</dd>
      </dl>
      <div className={styles.actions}>
        <Link to="/transactions" className={buttonClass({ tone: 'secondary' })} onClick={onClose}>
          View transactions
        </Link>
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  )
}
