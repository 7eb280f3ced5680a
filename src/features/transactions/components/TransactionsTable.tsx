import { useMemo } from 'react'
import { StatusBadge } from '~/components/StatusBadge'
import { VirtualTable, type VirtualTableColumn } from '~/components/VirtualTable'
import type { WalletTransaction } from '~/contract/wallet'
import { formatOrderDate } from '~/lib/dates'
import { formatSignedAmount, shortTransactionId, transactionTypeLabel } from '../transaction-view'
import * as styles from './TransactionsTable.css'

const ROW_HEIGHT = 52

export interface TransactionsTableProps {
  id?: string
  transactions: readonly WalletTransaction[]
  /** "Today" for the date column (the year is shown for other years). */
  now: Date
}

/** The columns, with `now` for the dates. */
function columnsFor(now: Date): readonly VirtualTableColumn<WalletTransaction>[] {
  return [
    {
      header: 'Type',
      width: 'minmax(140px, 1fr)',
      cellClassName: styles.typeCell,
      cell: (transaction, index) => (
        <>
          {transactionTypeLabel(transaction.transaction_type)}
          {index === 0 ? <span className={styles.recent}>Recent</span> : null}
        </>
      ),
    },
    {
      header: 'Description',
      width: 'minmax(200px, 2fr)',
      cellTitle: (transaction) => transaction.description ?? '',
      cell: (transaction) => transaction.description ?? '',
    },
    {
      header: 'Date',
      width: 'minmax(140px, 1fr)',
      cell: (transaction) => (
        <time dateTime={transaction.created_at}>
          {formatOrderDate(transaction.created_at, now)}
        </time>
      ),
    },
    {
      header: 'ID',
      width: 'minmax(110px, 0.8fr)',
      cellClassName: styles.idCell,
      cellTitle: (transaction) => transaction.id,
      cell: (transaction) => shortTransactionId(transaction.id),
    },
    {
      header: 'Amount',
      width: 'minmax(140px, 1fr)',
      align: 'end',
      cellClassName: (transaction) =>
        transaction.direction === 'credit' ? styles.creditAmount : styles.amount,
      cell: formatSignedAmount,
    },
    {
      header: 'Status',
      width: '110px',
      cell: (transaction) => <StatusBadge status={transaction.status} />,
    },
  ]
}

const transactionKey = (transaction: WalletTransaction) => transaction.id

/**
 * The transactions, 50,000 of them like 50: a `VirtualTable` in the filter tabs' panel. No row
 * holds a control, so the panel itself takes the focus and keyboard users can scroll it.
 */
export function TransactionsTable({ id, transactions, now }: TransactionsTableProps) {
  const columns = useMemo(() => columnsFor(now), [now])
  return (
    <VirtualTable
      label="Transactions"
      rows={transactions}
      columns={columns}
      rowKey={transactionKey}
      rowHeight={ROW_HEIGHT}
      frame={{ id, role: 'tabpanel', label: 'Transactions list' }}
    />
  )
}
