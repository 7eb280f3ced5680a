import { Link } from '@tanstack/react-router'
import { Money } from '~/components/Money'
import { StatusBadge } from '~/components/StatusBadge'
import { VirtualTable, type VirtualTableColumn } from '~/components/VirtualTable'
import type { Order } from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { toKobo } from '~/lib/money'
import { hasFeature } from '~/lib/provider-features'
import { orderBadge } from '../../order-action-plan'
import { counterpartLabel } from '../../order-list'
import type { OrderSort, SortDirection } from '../../search-params'
import * as styles from './OrdersTable.css'

const ROW_HEIGHT = 56

export interface OrdersTableProps {
  orders: readonly Order[]
  sort: OrderSort
  dir: SortDirection
  onSort: (column: OrderSort) => void
}

const COLUMNS: readonly VirtualTableColumn<Order, OrderSort>[] = [
  {
    header: 'Escrow ID',
    width: 'minmax(110px, 1fr)',
    cellClassName: styles.idCell,
    cell: (order) => order.public_id,
  },
  { header: 'User ID', width: 'minmax(150px, 1.4fr)', cell: counterpartLabel },
  { header: 'Item', width: 'minmax(160px, 1.6fr)', cell: (order) => order.item_name },
  {
    header: 'Date',
    width: 'minmax(150px, 1.2fr)',
    sortKey: 'date',
    cell: (order) => <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>,
  },
  {
    header: 'Total',
    width: 'minmax(130px, 1fr)',
    sortKey: 'total',
    cell: (order) => <Money kobo={toKobo(order.item_price)} />,
  },
  {
    header: 'Status',
    width: '120px',
    cell: (order) => <StatusBadge {...orderBadge(order, hasFeature('lifecycle'))} />,
  },
  {
    header: 'Actions',
    headerHidden: true,
    width: '90px',
    cell: (order) => (
      <Link
        to="/orders/$id"
        params={{ id: order.public_id }}
        className={styles.viewLink}
        aria-label={`View order ${order.public_id}`}
      >
        View
      </Link>
    ),
  },
]

const orderKey = (order: Order) => order.public_id

/** The orders, 10,000 of them as smoothly as 10: a `VirtualTable` sorted by date or total. */
export function OrdersTable({ orders, sort, dir, onSort }: OrdersTableProps) {
  return (
    <VirtualTable
      label="Orders"
      rows={orders}
      columns={COLUMNS}
      rowKey={orderKey}
      rowHeight={ROW_HEIGHT}
      sort={{ key: sort, direction: dir, onSort }}
    />
  )
}
