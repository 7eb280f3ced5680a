import { style } from '@vanilla-extract/css'
import { framed, truncate } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

/**
 * `VirtualTable`: a scrolling frame, a sticky header and absolutely placed grid rows. The grid's
 * columns come from the table's column widths (`gridTemplateColumns` on each row).
 */

export const scroller = style([
  framed,
  {
    maxHeight: `min(70vh, ${vars.size.tableMax})`,
    overflow: 'auto',
    overscrollBehavior: 'contain',
  },
])

/**
 * As wide as its columns' minimum widths need (the header row's grid sets it), and never narrower
 * than the frame: rows, their borders and the sticky header then span every column when the frame
 * scrolls sideways on a narrow screen.
 */
export const table = style({ width: 'max-content', minWidth: '100%' })

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

export const row = style({
  display: 'grid',
  alignItems: 'center',
  columnGap: vars.space.md,
  padding: `0 ${vars.space.lg}`,
})

export const headerCell = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control.touch,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
})

/** A header over a column aligned to the end (amounts). */
export const headerCellEnd = style([headerCell, { justifyContent: 'flex-end' }])

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control.sm,
  padding: `0 ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.border },
  },
})

// The triangle is as wide as the smallest icon and three quarters as tall.
const triangleSide = `calc(${vars.size.icon.xs} / 2) solid transparent`
const triangleHeight = `calc(${vars.size.icon.xs} * 0.75)`

/** A small triangle: up for ascending, down for descending, a faint diamond when unsorted. */
export const sortIcon = style({
  width: 0,
  height: 0,
  borderLeft: triangleSide,
  borderRight: triangleSide,
  selectors: {
    '&[data-direction="asc"]': { borderBottom: `${triangleHeight} solid currentColor` },
    '&[data-direction="desc"]': { borderTop: `${triangleHeight} solid currentColor` },
    '&[data-direction="none"]': { borderTop: `${triangleHeight} solid ${vars.color.borderStrong}` },
  },
})

export const body = style({ position: 'relative' })

/** A row of the body, placed by the virtualiser (`transform`). */
export const bodyRow = style([
  row,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    boxSizing: 'border-box',
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    selectors: { '&:hover': { backgroundColor: vars.color.background } },
  },
])

/** Every body cell: one line, cut with an ellipsis. */
export const cell = truncate

/** A cell of a column aligned to the end. */
export const cellEnd = style([truncate, { textAlign: 'right' }])
