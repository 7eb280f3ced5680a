import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { EmptyState } from '~/components/EmptyState'
import { ErrorState } from '~/components/ErrorState'
import { FilterTabs } from '~/components/FilterTabs'
import { Money } from '~/components/Money'
import { Spinner } from '~/components/Spinner'
import { StatusBadge } from '~/components/StatusBadge'
import { TextField } from '~/components/TextField'
import { formatOrderDate } from '~/lib/dates'
import { transactionQueries } from '../queries'
import {
  filterTransactions,
  shortTransactionId,
  signedKobo,
  summarizeMonth,
  transactionTypeLabel,
  type DirectionFilter,
} from '../transaction-view'
import * as styles from './TransactionsPage.css'

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'credit', label: 'Credit' },
  { value: 'debit', label: 'Debit' },
]

export interface TransactionsPageProps {
  direction: DirectionFilter
  query: string
  onDirectionChange: (direction: DirectionFilter) => void
  onQueryChange: (query: string) => void
}

/** 'Wallet Transactions' (spec §2): month-to-date cards, a direction filter, search and the list. */
export function TransactionsPage({
  direction,
  query,
  onDirectionChange,
  onQueryChange,
}: TransactionsPageProps) {
  const transactions = useQuery(transactionQueries.list())
  const now = useMemo(() => new Date(), [])
  const all = transactions.data
  const month = useMemo(() => (all ? summarizeMonth(all, now) : null), [all, now])
  const rows = useMemo(
    () => (all ? filterTransactions(all, direction, query, now) : []),
    [all, direction, query, now],
  )

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Wallet Transactions</h1>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Credited this month</h2>
          {month ? (
            <Money kobo={month.creditedKobo} className={styles.figure} />
          ) : (
            <span className={styles.figure}>—</span>
          )}
        </Card>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Debited this month</h2>
          {month ? (
            <Money kobo={month.debitedKobo} className={styles.figure} />
          ) : (
            <span className={styles.figure}>—</span>
          )}
        </Card>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Transactions this month</h2>
          <span className={styles.figure}>{month ? month.count : '—'}</span>
        </Card>
      </div>
      <div className={styles.toolbar}>
        <FilterTabs
          label="Filter transactions"
          tabs={TABS}
          value={direction}
          controls="transactions-list"
          onChange={(value) => {
            onDirectionChange(value as DirectionFilter)
          }}
        />
        <TextField
          label="Search transactions"
          className={styles.search}
          type="search"
          placeholder="Search by description, ID, or date"
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value)
          }}
        />
      </div>
      <section id="transactions-list" aria-label="Transactions" aria-busy={transactions.isPending}>
        {transactions.isPending ? <Spinner label="Loading transactions" /> : null}
        {transactions.isError ? (
          <ErrorState
            title="We couldn't load your transactions."
            message="Check your connection and try again."
            actions={
              <Button
                size="sm"
                loading={transactions.isFetching}
                onClick={() => void transactions.refetch()}
              >
                Try again
              </Button>
            }
          />
        ) : null}
        {all && rows.length === 0 ? <EmptyState message="No transactions found." /> : null}
        {rows.length > 0 ? (
          <ul className={styles.list}>
            {rows.map((transaction, index) => (
              <li key={transaction.id} className={styles.row}>
                <div className={styles.main}>
                  <span className={styles.type}>
                    {transactionTypeLabel(transaction.transaction_type)}
                    {index === 0 ? <span className={styles.recent}>Recent</span> : null}
                  </span>
                  <span className={styles.description}>{transaction.description}</span>
                  <span className={styles.meta}>
                    {formatOrderDate(transaction.created_at, now)} ·{' '}
                    {shortTransactionId(transaction.id)}
                  </span>
                </div>
                <div className={styles.side}>
                  <Money kobo={signedKobo(transaction)} className={styles.amount} />
                  <StatusBadge status={transaction.status} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  )
}
