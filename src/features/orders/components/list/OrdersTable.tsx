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
/** A card's three lines: item and total, id and status, date and View (a 32 px target). */
const CARD_HEIGHT = 112

export interface OrdersTableProps {
  orders: readonly Order[]
  sort: OrderSort
  dir: SortDirection
  onSort: (column: OrderSort) => void
}

/**
 * Every column fits a 1280 px window with the sidebar expanded. Narrower, the counterpart goes
 * first (it is on the order's page); narrower still, each order becomes a card without it. The
 * date and the total stay in every layout: the list sorts by them.
 */
const COLUMNS: readonly VirtualTableColumn<Order, OrderSort>[] = [
  {
    header: 'Escrow ID',
    minWidth: 112,
    grow: 1,
    card: 'middle',
    cellClassName: styles.idCell,
    cell: (order) => order.public_id,
  },
  { header: 'User ID', minWidth: 140, grow: 1.4, drop: 1, cell: counterpartLabel },
  {
    header: 'Item',
    minWidth: 150,
    grow: 1.6,
    card: 'top',
    cellTitle: (order) => order.item_name,
    cell: (order) => order.item_name,
  },
  {
    header: 'Date',
    minWidth: 150,
    grow: 1.2,
    card: 'bottom',
    sortKey: 'date',
    cell: (order) => <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>,
  },
  {
    header: 'Total',
    minWidth: 120,
    grow: 1,
    card: 'topEnd',
    sortKey: 'total',
    cell: (order) => <Money kobo={toKobo(order.item_price)} />,
  },
  {
    header: 'Status',
    minWidth: 116,
    card: 'middleEnd',
    cell: (order) => <StatusBadge {...orderBadge(order, hasFeature('lifecycle'))} />,
  },
  {
    header: 'Actions',
    headerHidden: true,
    minWidth: 56,
    card: 'bottomEnd',
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

/**
 * The orders, 10,000 of them as smoothly as 10: a `VirtualTable` sorted by date or total, as cards
 * where the columns do not fit.
 */
export function OrdersTable({ orders, sort, dir, onSort }: OrdersTableProps) {
  return (
    <VirtualTable
      label="Orders"
      rows={orders}
      columns={COLUMNS}
      rowKey={orderKey}
      rowHeight={ROW_HEIGHT}
      cardHeight={CARD_HEIGHT}
      sort={{ key: sort, direction: dir, onSort }}
    />
  )
}
