import { useVirtualizer } from '@tanstack/react-virtual'
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AriaRole,
  type ReactNode,
} from 'react'
import { visuallyHidden } from '~styles/utilities.css'
import { cx } from './cx'
import * as styles from './VirtualTable.css'

/** Rows rendered beyond each edge of the view, so a quick scroll shows no blank. */
const OVERSCAN = 8

export type SortDirection = 'asc' | 'desc'

/**
 * A cell's place in a card: three lines, each with a start and an end (the end for short things:
 * an amount, a badge, a link).
 */
export type CardArea = styles.CardArea

/** One column of a `VirtualTable`. */
export interface VirtualTableColumn<Row, SortKey extends string = never> {
  /** The header's text: the column's accessible name (unique within the table). */
  header: string
  /** The header's text is for screen readers only (a column of actions, say). */
  headerHidden?: boolean
  /** The least width in px the column needs: the table shows the columns that fit its frame. */
  minWidth: number
  /** Its share of the width the columns leave over (a grid `fr`); without it, `minWidth` exactly. */
  grow?: number
  /**
   * The column may be left out when the frame is too narrow for every column, the lowest `drop`
   * first. Give it only to facts found elsewhere too (on the item's own page). Without it, the
   * column stays as long as the table is rows.
   */
  drop?: number
  /** Its cell's place when the rows become cards; without it, the column is left out of cards. */
  card?: CardArea
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
  /**
   * Every card's height in px. The rows become cards when the frame is too narrow for the columns
   * that stay (those without `drop`); without it, they stay rows and the frame scrolls sideways.
   */
  cardHeight?: number
  sort?: VirtualTableSort<SortKey>
  /**
   * Give it when no row holds a control: the frame then takes the focus, so keyboard users can
   * scroll it, and carries this role and name. Without it, Tab reaches the rows' own controls.
   */
  frame?: VirtualTableFrame
}

/**
 * How the table fits its frame: rows with the given number of droppable columns left out, or
 * cards. A plain value, so a resize that changes nothing re-renders nothing.
 */
type Fit = number | 'cards'

/** What the fitting reads of a column. */
type Sizing = Pick<VirtualTableColumn<never>, 'minWidth' | 'grow' | 'drop' | 'card'>

/** The width in px a row of these columns needs: their least widths, the gaps and the insets. */
function neededWidth(columns: readonly Sizing[]): number {
  const least = columns.reduce((sum, column) => sum + column.minWidth, 0)
  return least + styles.columnGapPx * Math.max(columns.length - 1, 0) + 2 * styles.rowInsetPx
}

/** The droppable columns, in the order they are left out. */
function dropOrder<Column extends Sizing>(columns: readonly Column[]): Column[] {
  return columns
    .filter((column) => column.drop !== undefined)
    .sort((a, b) => (a.drop ?? 0) - (b.drop ?? 0))
}

/** The columns shown for a fit, in their own order. */
function shownColumns<Column extends Sizing>(
  columns: readonly Column[],
  fit: Fit,
): readonly Column[] {
  if (fit === 'cards') return columns.filter((column) => column.card !== undefined)
  if (fit === 0) return columns
  const left = new Set(dropOrder(columns).slice(0, fit))
  return columns.filter((column) => !left.has(column))
}

/**
 * The fit for a frame `width` px wide: every column if they fit, else without the droppable ones
 * one by one; cards when even the columns that stay do not fit (and the table has cards).
 */
function fitFor(columns: readonly Sizing[], width: number, cards: boolean): Fit {
  const droppable = dropOrder(columns).length
  for (let dropped = 0; dropped <= droppable; dropped++) {
    if (neededWidth(shownColumns(columns, dropped)) <= width) return dropped
  }
  return cards ? 'cards' : droppable
}

/** A grid track per column: its least width, growing by its share of what is left. */
function gridTemplate(columns: readonly Sizing[]): string {
  return columns
    .map(({ minWidth, grow }) =>
      grow === undefined
        ? `${String(minWidth)}px`
        : `minmax(${String(minWidth)}px, ${String(grow)}fr)`,
    )
    .join(' ')
}

/**
 * A long list as an ARIA table whose body rows are virtualized: only the rows in view (plus a
 * few) are in the DOM, so 50,000 rows scroll like 50. aria-rowcount and aria-rowindex tell
 * assistive technology how many rows there are and where each rendered one sits. The header stays
 * in place while the body scrolls.
 *
 * It fits its frame, not the window (so the sidebar's width counts): the columns share the frame's
 * width; when it is too narrow for all of them, the droppable ones are left out (lowest `drop`
 * first); when it is too narrow for the rest, each row becomes a card of three lines (the
 * columns' `card` places) and the header keeps only its sort buttons. The DOM keeps the table's
 * roles in every layout; a column left out is left out of the header and of every row alike.
 */
export function VirtualTable<Row, SortKey extends string = never>({
  label,
  rows,
  columns,
  rowKey,
  rowHeight,
  cardHeight,
  sort,
  frame,
}: VirtualTableProps<Row, SortKey>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // Until the frame is measured (and where nothing is laid out, as in jsdom), every column.
  const [fit, setFit] = useState<Fit>(0)
  const cards = fit === 'cards'

  // Measured before the first paint, then whenever the frame's width changes (the window, the
  // sidebar): only a change of fit re-renders.
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const update = () => {
      const width = element.clientWidth
      if (width > 0) setFit(fitFor(columns, width, cardHeight !== undefined))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [columns, cardHeight])

  const shown = useMemo(() => shownColumns(columns, fit), [columns, fit])
  const template = cards ? undefined : gridTemplate(shown)
  const size = cards && cardHeight !== undefined ? cardHeight : rowHeight

  // `getItemKey` is new on every render, so the virtualizer recomputes its measurements and they
  // follow `size` as soon as the fit changes (cards are taller than rows).
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size,
    overscan: OVERSCAN,
    getItemKey: (index) => {
      const row = rows[index]
      return row === undefined ? index : rowKey(row)
    },
  })

  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      id={frame?.id}
      role={frame?.role}
      aria-label={frame?.label}
      tabIndex={frame ? 0 : undefined}
    >
      <div
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        className={styles.table}
        style={{ minWidth: cards ? undefined : neededWidth(shown) }}
      >
        <div
          role="rowgroup"
          className={
            cards && !shown.some((column) => column.sortKey !== undefined)
              ? visuallyHidden
              : styles.head
          }
        >
          <div
            role="row"
            aria-rowindex={1}
            className={cards ? styles.cardHead : styles.row}
            style={{ gridTemplateColumns: template }}
          >
            {shown.map((column) => (
              <HeaderCell key={column.header} column={column} sort={sort} cards={cards} />
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
                columns={shown}
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
  /** Over cards, only the sort buttons show (the cards' cells say what they are). */
  cards: boolean
}

function HeaderCell<Row, SortKey extends string>({
  column,
  sort,
  cards,
}: HeaderCellProps<Row, SortKey>) {
  const className = column.align === 'end' && !cards ? styles.headerCellEnd : styles.headerCell
  const text = column.headerHidden ? (
    <span className={visuallyHidden}>{column.header}</span>
  ) : (
    column.header
  )
  const { sortKey } = column
  if (sortKey === undefined || !sort) {
    return (
      <div role="columnheader" className={cards ? visuallyHidden : className}>
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
  /** The rows' grid columns; none for cards. */
  template: string | undefined
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
  const cards = template === undefined
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={cards ? styles.cardRow : styles.bodyRow}
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
        const place = cards
          ? column.card && styles.cardArea[column.card]
          : column.align === 'end'
            ? styles.cellEnd
            : styles.cell
        return (
          <div
            key={column.header}
            role="cell"
            className={cx(place, extra)}
            title={column.cellTitle?.(row)}
          >
            {column.cell(row, index)}
          </div>
        )
      })}
    </div>
  )
}) as <Row, SortKey extends string>(props: BodyRowProps<Row, SortKey>) => ReactNode
