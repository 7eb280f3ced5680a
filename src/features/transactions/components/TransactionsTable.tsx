import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useRef, type CSSProperties } from 'react'
import { StatusBadge } from '~/components/StatusBadge'
import type { WalletTransaction } from '~/contract/wallet'
import { cx } from '~/components/cx'
import { formatOrderDate } from '~/lib/dates'
import { formatSignedAmount, shortTransactionId, transactionTypeLabel } from '../transaction-view'
import * as styles from './TransactionsTable.css'

const ROW_HEIGHT = 52
const OVERSCAN = 8

export interface TransactionsTableProps {
  id?: string
  transactions: readonly WalletTransaction[]
  /** "Today" for the date column (the year is shown for other years). */
  now: Date
}

const COLUMNS = [
  { label: 'Type', className: styles.headerCell },
  { label: 'Description', className: styles.headerCell },
  { label: 'Date', className: styles.headerCell },
  { label: 'ID', className: styles.headerCell },
  { label: 'Amount', className: styles.amountHeader },
  { label: 'Status', className: styles.headerCell },
] as const

/**
 * The transactions as an ARIA table whose body rows are virtualized (as the orders table): only
 * the rows in view, plus a few, are in the DOM, so 50,000 rows scroll like 50. aria-rowcount and
 * aria-rowindex tell assistive technology how many rows there are and where each shown one sits.
 */
export function TransactionsTable({ id, transactions, now }: TransactionsTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: transactions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => transactions[index]?.id ?? index,
  })

  return (
    // The filter tabs' panel; focusable, so keyboard users can scroll it (no row holds a control).
    <div
      ref={scrollRef}
      id={id}
      className={styles.scroller}
      tabIndex={0}
      role="tabpanel"
      aria-label="Transactions list"
    >
      <div
        role="table"
        aria-label="Transactions"
        aria-rowcount={transactions.length + 1}
        className={styles.table}
      >
        <div role="rowgroup" className={styles.head}>
          <div role="row" aria-rowindex={1} className={styles.row}>
            {COLUMNS.map(({ label, className }) => (
              <div key={label} role="columnheader" className={className}>
                {label}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const transaction = transactions[item.index]
            if (!transaction) return null
            return (
              <TransactionRow
                key={item.key}
                transaction={transaction}
                recent={item.index === 0}
                now={now}
                rowIndex={item.index + 2}
                style={{ transform: `translateY(${String(item.start)}px)`, height: item.size }}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}

interface TransactionRowProps {
  transaction: WalletTransaction
  recent: boolean
  now: Date
  rowIndex: number
  style: CSSProperties
}

const TransactionRow = memo(function TransactionRow({
  transaction,
  recent,
  now,
  rowIndex,
  style,
}: TransactionRowProps) {
  const description = transaction.description ?? ''
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.bodyRow} style={style}>
      <div role="cell" className={styles.typeCell}>
        {transactionTypeLabel(transaction.transaction_type)}
        {recent ? <span className={styles.recent}>Recent</span> : null}
      </div>
      <div role="cell" className={styles.cell} title={description}>
        {description}
      </div>
      <div role="cell" className={styles.cell}>
        <time dateTime={transaction.created_at}>
          {formatOrderDate(transaction.created_at, now)}
        </time>
      </div>
      <div role="cell" className={styles.idCell} title={transaction.id}>
        {shortTransactionId(transaction.id)}
      </div>
      <div
        role="cell"
        className={cx(styles.amountCell, transaction.direction === 'credit' && styles.credit)}
      >
        {formatSignedAmount(transaction)}
      </div>
      <div role="cell" className={styles.cell}>
        <StatusBadge status={transaction.status} />
      </div>
    </div>
  )
})
