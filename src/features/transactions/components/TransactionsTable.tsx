import { useMemo } from 'react'
import { StatusBadge } from '~/components/StatusBadge'
import { VirtualTable, type VirtualTableColumn } from '~/components/VirtualTable'
import type { WalletTransaction } from '~/contract/wallet'
import { formatOrderDate } from '~/lib/dates'
import { formatSignedAmount, shortTransactionId, transactionTypeLabel } from '../transaction-view'
import * as styles from './TransactionsTable.css'

const ROW_HEIGHT = 52
/** A card's three lines: type and amount, description and status, date and id. */
const CARD_HEIGHT = 100

export interface TransactionsTableProps {
  id?: string
  transactions: readonly WalletTransaction[]
  /** "Today" for the date column (the year is shown for other years). */
  now: Date
}

/**
 * The columns, with `now` for the dates. They fit a 1280 px window with the sidebar expanded;
 * narrower, each transaction becomes a card with all six (a transaction has no page of its own, so
 * no column is dropped).
 */
function columnsFor(now: Date): readonly VirtualTableColumn<WalletTransaction>[] {
  return [
    {
      header: 'Type',
      // "Escrow payment" and the 'Recent' tag beside it.
      minWidth: 184,
      grow: 1,
      card: 'top',
      cellClassName: styles.typeCell,
      cell: (transaction, index) => (
        <>
          <span className={styles.typeLabel}>
            {transactionTypeLabel(transaction.transaction_type)}
          </span>
          {index === 0 ? <span className={styles.recent}>Recent</span> : null}
        </>
      ),
    },
    {
      header: 'Description',
      minWidth: 160,
      grow: 2,
      card: 'middle',
      cellTitle: (transaction) => transaction.description ?? '',
      cell: (transaction) => transaction.description ?? '',
    },
    {
      header: 'Date',
      minWidth: 150,
      grow: 1,
      card: 'bottom',
      cell: (transaction) => (
        <time dateTime={transaction.created_at}>
          {formatOrderDate(transaction.created_at, now)}
        </time>
      ),
    },
    {
      header: 'ID',
      minWidth: 96,
      grow: 0.8,
      card: 'bottomEnd',
      cellClassName: styles.idCell,
      cellTitle: (transaction) => transaction.id,
      cell: (transaction) => shortTransactionId(transaction.id),
    },
    {
      header: 'Amount',
      minWidth: 130,
      grow: 1,
      align: 'end',
      card: 'topEnd',
      cellClassName: (transaction) =>
        transaction.direction === 'credit' ? styles.creditAmount : styles.amount,
      cell: formatSignedAmount,
    },
    {
      header: 'Status',
      minWidth: 100,
      card: 'middleEnd',
      cell: (transaction) => <StatusBadge status={transaction.status} />,
    },
  ]
}

const transactionKey = (transaction: WalletTransaction) => transaction.id

/**
 * The transactions, 50,000 of them like 50: a `VirtualTable` in the filter tabs' panel, as cards
 * where the columns do not fit. No row holds a control, so the panel itself takes the focus and
 * keyboard users can scroll it.
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
      cardHeight={CARD_HEIGHT}
      frame={{ id, role: 'tabpanel', label: 'Transactions list' }}
    />
  )
}
