import { useSuspenseQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo, useState } from 'react'
import { Button } from '~/components/Button'
import { Card } from '~/components/Card'
import { EmptyState } from '~/components/EmptyState'
import { FilterTabs } from '~/components/FilterTabs'
import { Money } from '~/components/Money'
import { TextField } from '~/components/TextField'
import type { WalletTransaction } from '~/contract/wallet'
import { downloadBlob } from '~/lib/download-file'
import { transactionQueries } from '../queries'
import { DIRECTION_FILTERS, type DirectionFilter } from '../search-params'
import { filterTransactions, searchIndex, summarizeMonth } from '../transaction-view'
import * as styles from './TransactionsPage.css'
import { TransactionsTable } from './TransactionsTable'

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'credit', label: 'Credit' },
  { value: 'debit', label: 'Debit' },
]

const LIST_ID = 'transactions-list'

function isDirectionFilter(value: string): value is DirectionFilter {
  return (DIRECTION_FILTERS as readonly string[]).includes(value)
}

export interface TransactionsPageProps {
  direction: DirectionFilter
  query: string
  onDirectionChange: (direction: DirectionFilter) => void
  onQueryChange: (query: string) => void
}

type ExportState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; count: number; fileName: string }
  | { status: 'failed' }

/** Builds the CSV in a chunk loaded on the first export only, then saves it. */
async function exportCsv(rows: readonly WalletTransaction[]): Promise<string> {
  const { transactionsToCsv, csvFileName } = await import('../export-csv')
  const fileName = csvFileName(rows)
  downloadBlob(new Blob([transactionsToCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName)
  return fileName
}

/**
 * 'Wallet Transactions' (spec §2): month-to-date cards, a direction filter, search, a CSV export of
 * what is shown and the (virtualized) list. The route has loaded the list before this renders.
 */
export function TransactionsPage({
  direction,
  query,
  onDirectionChange,
  onQueryChange,
}: TransactionsPageProps) {
  const { data: all } = useSuspenseQuery(transactionQueries.list())
  const now = useMemo(() => new Date(), [])
  const month = useMemo(() => summarizeMonth(all, now), [all, now])
  // The box shows each keystroke at once; the 50,000-row filter follows when React has time.
  const deferredQuery = useDeferredValue(query)
  const deferredDirection = useDeferredValue(direction)
  const searching = deferredQuery.trim() !== ''
  const index = useMemo(
    () => (searching ? searchIndex(all, now) : undefined),
    [all, now, searching],
  )
  const rows = useMemo(
    () => filterTransactions(all, deferredDirection, deferredQuery, now, index),
    [all, deferredDirection, deferredQuery, now, index],
  )
  const [exported, setExported] = useState<ExportState>({ status: 'idle' })

  const onExport = () => {
    setExported({ status: 'working' })
    exportCsv(rows).then(
      (fileName) => {
        setExported({ status: 'done', count: rows.length, fileName })
      },
      () => {
        setExported({ status: 'failed' })
      },
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Wallet Transactions</h1>
      <div className={styles.cards}>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Credited this month</h2>
          <Money kobo={month.creditedKobo} className={styles.figure} />
        </Card>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Debited this month</h2>
          <Money kobo={month.debitedKobo} className={styles.figure} />
        </Card>
        <Card className={styles.card}>
          <h2 className={styles.cardTitle}>Transactions this month</h2>
          <span className={styles.figure}>{month.count}</span>
        </Card>
      </div>
      <div className={styles.toolbar}>
        <FilterTabs
          label="Filter transactions"
          tabs={TABS}
          value={direction}
          controls={LIST_ID}
          onChange={(value) => {
            if (isDirectionFilter(value)) onDirectionChange(value)
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
      <section aria-label="Transactions" className={styles.panel}>
        <div className={styles.listHeader}>
          <p className={styles.resultCount} role="status">
            {rows.length === 1
              ? '1 transaction'
              : `${rows.length.toLocaleString('en-US')} transactions`}
          </p>
          <Button
            size="sm"
            tone="secondary"
            disabled={rows.length === 0}
            loading={exported.status === 'working'}
            onClick={onExport}
          >
            Export CSV
          </Button>
        </div>
        <p className={styles.exportStatus} role="status">
          {exported.status === 'done'
            ? `Exported ${exported.count.toLocaleString('en-US')} ${exported.count === 1 ? 'transaction' : 'transactions'} to ${exported.fileName}.`
            : exported.status === 'failed'
              ? 'The export failed. Please try again.'
              : ''}
        </p>
        {rows.length > 0 ? (
          <TransactionsTable id={LIST_ID} transactions={rows} now={now} />
        ) : (
          <div id={LIST_ID} role="tabpanel" aria-label="Transactions list">
            <EmptyState message="No transactions found." />
          </div>
        )}
      </section>
    </div>
  )
}
