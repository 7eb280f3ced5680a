import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useRef, type AriaRole, type ReactNode } from 'react'
import { visuallyHidden } from '~styles/utilities.css'
import { cx } from './cx'
import * as styles from './VirtualTable.css'

/** Rows rendered beyond each edge of the view, so a quick scroll shows no blank. */
const OVERSCAN = 8

export type SortDirection = 'asc' | 'desc'

/** One column of a `VirtualTable`. */
export interface VirtualTableColumn<Row, SortKey extends string = never> {
  /** The header's text: the column's accessible name (unique within the table). */
  header: string
  /** The header's text is for screen readers only (a column of actions, say). */
  headerHidden?: boolean
  /** The column's grid track: `'minmax(110px, 1fr)'`, `'90px'`. */
  width: string
  /** The cell's content; `index` is the row's place in `rows`. */
  cell: (row: Row, index: number) => ReactNode
  /** Classes added to the cell's own (one line, cut with an ellipsis). */
  cellClassName?: string | ((row: Row) => string | false | undefined)
  /** The cell's tooltip, for text the ellipsis may cut. */
  cellTitle?: (row: Row) => string
  /** `end` aligns the header and the cells to the end (amounts). */
  align?: 'start' | 'end'
  /** The header becomes a button that sorts by this key (with the table's `sort`). */
  sortKey?: SortKey
}

/** The order the rows are in, and what a click on a sortable header asks for. */
export interface VirtualTableSort<SortKey extends string> {
  key: SortKey
  direction: SortDirection
  onSort: (key: SortKey) => void
}

/** The scrolling frame as a named, focusable landmark (the panel of filter tabs, say). */
export interface VirtualTableFrame {
  id?: string
  role?: AriaRole
  label: string
}

export interface VirtualTableProps<Row, SortKey extends string = never> {
  /** The table's accessible name. */
  label: string
  rows: readonly Row[]
  /** Keep the array stable (module constant or `useMemo`): rows re-render when it changes. */
  columns: readonly VirtualTableColumn<Row, SortKey>[]
  /** A row's stable identity, so rows keep their DOM nodes when the list is filtered or sorted. */
  rowKey: (row: Row) => string
  /** Every body row's height in px. */
  rowHeight: number
  sort?: VirtualTableSort<SortKey>
  /**
   * Give it when no row holds a control: the frame then takes the focus, so keyboard users can
   * scroll it, and carries this role and name. Without it, Tab reaches the rows' own controls.
   */
  frame?: VirtualTableFrame
}

/**
 * A long list as an ARIA table whose body rows are virtualized: only the rows in view (plus a
 * few) are in the DOM, so 50,000 rows scroll like 50. aria-rowcount and aria-rowindex tell
 * assistive technology how many rows there are and where each rendered one sits. The header stays
 * in place while the body scrolls; on a narrow screen the frame scrolls sideways, the header along.
 */
export function VirtualTable<Row, SortKey extends string = never>({
  label,
  rows,
  columns,
  rowKey,
  rowHeight,
  sort,
  frame,
}: VirtualTableProps<Row, SortKey>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const row = rows[index]
      return row === undefined ? index : rowKey(row)
    },
  })
  const template = columns.map((column) => column.width).join(' ')

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      id={frame?.id}
      role={frame?.role}
      aria-label={frame?.label}
      tabIndex={frame ? 0 : undefined}
    >
      <div role="table" aria-label={label} aria-rowcount={rows.length + 1} className={styles.table}>
        <div role="rowgroup" className={styles.head}>
          <div
            role="row"
            aria-rowindex={1}
            className={styles.row}
            style={{ gridTemplateColumns: template }}
          >
            {columns.map((column) => (
              <HeaderCell key={column.header} column={column} sort={sort} />
            ))}
          </div>
        </div>
        <div role="rowgroup" className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]
            if (row === undefined) return null
            return (
              <BodyRow
                key={item.key}
                row={row}
                index={item.index}
                columns={columns}
                template={template}
                start={item.start}
                size={item.size}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}

interface HeaderCellProps<Row, SortKey extends string> {
  column: VirtualTableColumn<Row, SortKey>
  sort: VirtualTableSort<SortKey> | undefined
}

function HeaderCell<Row, SortKey extends string>({ column, sort }: HeaderCellProps<Row, SortKey>) {
  const className = column.align === 'end' ? styles.headerCellEnd : styles.headerCell
  const text = column.headerHidden ? (
    <span className={visuallyHidden}>{column.header}</span>
  ) : (
    column.header
  )
  const { sortKey } = column
  if (sortKey === undefined || !sort) {
    return (
      <div role="columnheader" className={className}>
        {text}
      </div>
    )
  }
  const direction = sort.key === sortKey ? sort.direction : 'none'
  const ariaSort = { asc: 'ascending', desc: 'descending', none: 'none' } as const
  return (
    <div role="columnheader" aria-sort={ariaSort[direction]} className={className}>
      <button type="button" className={styles.sortButton} onClick={() => sort.onSort(sortKey)}>
        {text}
        <span className={styles.sortIcon} data-direction={direction} aria-hidden="true" />
      </button>
    </div>
  )
}

interface BodyRowProps<Row, SortKey extends string> {
  row: Row
  index: number
  columns: readonly VirtualTableColumn<Row, SortKey>[]
  template: string
  start: number
  size: number
}

/** Memoized: while scrolling, the rows already in view keep their place and do not re-render. */
const BodyRow = memo(function BodyRow<Row, SortKey extends string>({
  row,
  index,
  columns,
  template,
  start,
  size,
}: BodyRowProps<Row, SortKey>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={styles.bodyRow}
      style={{
        gridTemplateColumns: template,
        transform: `translateY(${String(start)}px)`,
        height: size,
      }}
    >
      {columns.map((column) => {
        const extra =
          typeof column.cellClassName === 'function'
            ? column.cellClassName(row)
            : column.cellClassName
        return (
          <div
            key={column.header}
            role="cell"
            className={cx(column.align === 'end' ? styles.cellEnd : styles.cell, extra)}
            title={column.cellTitle?.(row)}
          >
            {column.cell(row, index)}
          </div>
        )
      })}
    </div>
  )
}) as <Row, SortKey extends string>(props: BodyRowProps<Row, SortKey>) => ReactNode
