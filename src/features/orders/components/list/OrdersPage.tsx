import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useId, useMemo } from 'react'
import { EmptyState } from '~/components/EmptyState'
import { FilterTabs, type FilterTab } from '~/components/FilterTabs'
import { emptyListMessage, orderCounts, ordersOfTab, visibleOrders } from '../../order-list'
import { orderQueries } from '../../queries'
import { ORDER_TABS, type OrderSort, type OrdersSearch, type OrderTab } from '../../search-params'
import { OrderCounts } from './OrderCounts'
import { OrderSearchBox, orderToJumpTo } from './OrderSearchBox'
import { OrdersOverview } from './OrdersOverview'
import * as styles from './OrdersPage.css'
import { OrdersTable } from './OrdersTable'

const TABS: FilterTab[] = ORDER_TABS.map((tab) => ({
  value: tab,
  label: tab.charAt(0).toUpperCase() + tab.slice(1),
}))

function isOrderTab(value: string): value is OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value)
}

export interface OrdersPageProps {
  /** The validated URL search: tab, query and sort. */
  search: OrdersSearch
  /**
   * Merges a change into the URL search. `replace` for changes made while typing, so Back does
   * not step through every keystroke; resolves once the URL shows it.
   */
  onSearchChange: (change: Partial<OrdersSearch>, options?: { replace?: boolean }) => Promise<void>
  /** The signed-in user's e-mail, so a search matches the counterpart of each order, not the viewer. */
  viewerEmail?: string | undefined
}

/** /orders: counts, the monthly chart, and the list with its tabs, search and sort in the URL. */
export function OrdersPage({ search, onSearchChange, viewerEmail = '' }: OrdersPageProps) {
  const panelId = useId()
  const { data: grouped } = useSuspenseQuery(orderQueries.grouped())
  const { status, q, sort, dir } = search
  const rows = useMemo(
    () => visibleOrders(grouped, { status, q, sort, dir }, viewerEmail),
    [grouped, status, q, sort, dir, viewerEmail],
  )

  const navigate = useNavigate()
  // Enter on an escrow id opens that order when the cached lists hold exactly one with that id.
  const findOrder = useCallback(
    (text: string) => orderToJumpTo(text, ordersOfTab(grouped, 'all')),
    [grouped],
  )
  const openOrder = useCallback(
    (publicId: string) => void navigate({ to: '/orders/$id', params: { id: publicId } }),
    [navigate],
  )

  const changeQuery = useCallback(
    (query: string) => onSearchChange({ q: query }, { replace: true }),
    [onSearchChange],
  )
  const changeSort = (column: OrderSort) => {
    void onSearchChange(
      column === sort ? { dir: dir === 'asc' ? 'desc' : 'asc' } : { sort: column, dir: 'desc' },
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Orders</h1>
      <OrderCounts counts={orderCounts(grouped)} />
      <OrdersOverview />
      <section aria-label="Order list" className={styles.list}>
        <div className={styles.toolbar}>
          <FilterTabs
            tabs={TABS}
            value={status}
            label="Order status"
            controls={panelId}
            onChange={(tab) => {
              if (isOrderTab(tab)) void onSearchChange({ status: tab })
            }}
          />
          <OrderSearchBox
            query={q}
            onQueryChange={changeQuery}
            findOrder={findOrder}
            onJump={openOrder}
          />
        </div>
        <div id={panelId} role="tabpanel" aria-label="Orders" className={styles.panel}>
          <p className={styles.resultCount} role="status">
            {rows.length === 1 ? '1 order' : `${rows.length.toLocaleString('en-US')} orders`}
          </p>
          {rows.length > 0 ? (
            <OrdersTable orders={rows} sort={sort} dir={dir} onSort={changeSort} />
          ) : (
            <EmptyState message={emptyListMessage(status, q)} />
          )}
        </div>
      </section>
    </div>
  )
}
