import { Link } from '@tanstack/react-router'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useRef, type CSSProperties } from 'react'
import { Money } from '~/components/Money'
import { StatusBadge } from '~/components/StatusBadge'
import type { Order } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { toKobo } from '~/lib/money'
import { visuallyHidden } from '~styles/utilities.css'
import { counterpartLabel } from '../../order-list'
import type { OrderSort, SortDirection } from '../../search-params'
import * as styles from './OrdersTable.css'

const ROW_HEIGHT = 56
const OVERSCAN = 8

export interface OrdersTableProps {
  orders: readonly Order[]
  sort: OrderSort
  dir: SortDirection
  onSort: (column: OrderSort) => void
}

/**
 * The orders as an ARIA table whose body rows are virtualized: only the rows in view (plus a few)
 * are in the DOM, so 10,000 orders scroll as smoothly as 10. aria-rowcount and aria-rowindex tell
 * assistive technology how many rows there are and where each rendered one sits.
 */
export function OrdersTable({ orders, sort, dir, onSort }: OrdersTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: orders.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => orders[index]?.public_id ?? index,
  })

  return (
    <div ref={scrollRef} className={styles.scroller}>
      <div
        role="table"
        aria-label="Orders"
        aria-rowcount={orders.length + 1}
        className={styles.table}
      >
        <div role="rowgroup" className={styles.head}>
          <div role="row" aria-rowindex={1} className={styles.row}>
            <div role="columnheader" className={styles.headerCell}>
              Escrow ID
            </div>
            <div role="columnheader" className={styles.headerCell}>
              User ID
            </div>
            <div role="columnheader" className={styles.headerCell}>
              Item
            </div>
            <SortableHeader column="date" label="Date" sort={sort} dir={dir} onSort={onSort} />
            <SortableHeader column="total" label="Total" sort={sort} dir={dir} onSort={onSort} />
            <div role="columnheader" className={styles.headerCell}>
              Status
            </div>
            <div role="columnheader" className={styles.headerCell}>
              <span className={visuallyHidden}>Actions</span>
            </div>
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const order = orders[item.index]
            if (!order) return null
            return (
              <OrderRow
                key={item.key}
                order={order}
                rowIndex={item.index + 2}
                style={{ transform: `translateY(${item.start}px)`, height: item.size }}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}

interface SortableHeaderProps {
  column: OrderSort
  label: string
  sort: OrderSort
  dir: SortDirection
  onSort: (column: OrderSort) => void
}

function SortableHeader({ column, label, sort, dir, onSort }: SortableHeaderProps) {
  const active = sort === column
  const ariaSort = active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'
  return (
    <div role="columnheader" aria-sort={ariaSort} className={styles.headerCell}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {label}
        <span
          className={styles.sortIcon}
          data-direction={active ? dir : 'none'}
          aria-hidden="true"
        />
      </button>
    </div>
  )
}

interface OrderRowProps {
  order: Order
  rowIndex: number
  style: CSSProperties
}

const OrderRow = memo(function OrderRow({ order, rowIndex, style }: OrderRowProps) {
  return (
    <div role="row" aria-rowindex={rowIndex} className={styles.bodyRow} style={style}>
      <div role="cell" className={styles.idCell}>
        {order.public_id}
      </div>
      <div role="cell" className={styles.cell}>
        {counterpartLabel(order)}
      </div>
      <div role="cell" className={styles.cell}>
        {order.item_name}
      </div>
      <div role="cell" className={styles.cell}>
        <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
      </div>
      <div role="cell" className={styles.cell}>
        <Money kobo={toKobo(order.item_price)} />
      </div>
      <div role="cell" className={styles.cell}>
        <StatusBadge status={order.status} />
      </div>
      <div role="cell" className={styles.cell}>
        <Link
          to="/orders/$id"
          params={{ id: order.public_id }}
          className={styles.viewLink}
          aria-label={`View order ${order.public_id}`}
        >
          View
        </Link>
      </div>
    </div>
  )
})
