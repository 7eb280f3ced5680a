import { style } from '@vanilla-extract/css'
import { framed, truncate } from '~styles/layout.css'
import { vars } from '~styles/theme.css'
import { space } from '~styles/tokens'

/**
 * `VirtualTable`: a scrolling frame, a sticky header and absolutely placed grid rows. The grid's
 * columns come from the columns the table shows (`gridTemplateColumns` on each row); as cards,
 * each row is a grid of three lines (`cardArea`).
 */

/**
 * A row's side inset and the gap between its columns, in px: the table adds them to its columns'
 * least widths to know which fit its frame. The same tokens as `vars.space.lg` and `.md`.
 */
export const rowInsetPx = parseFloat(space.lg)
export const columnGapPx = parseFloat(space.md)

export const scroller = style([
  framed,
  {
    maxHeight: `min(70vh, ${vars.size.tableMax})`,
    overflow: 'auto',
    overscrollBehavior: 'contain',
  },
])

/**
 * As wide as the frame; the table sets its least width (the columns it shows need it), so that a
 * table without cards scrolls sideways in a frame too narrow, its rows, their borders and the
 * sticky header spanning every column.
 */
export const table = style({ width: '100%' })

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

/** Over cards, the header row keeps only its sort buttons, at the end. */
export const cardHead = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg}`,
})

/**
 * A row as a card of three lines, each with a start (what it is, more about it, when) and an end
 * (short things: an amount, a badge, a link), placed by `cardArea`.
 */
export const cardRow = style([
  bodyRow,
  {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"top topEnd" "middle middleEnd" "bottom bottomEnd"',
    alignContent: 'center',
    rowGap: vars.space.xs,
    paddingTop: vars.space.md,
    paddingBottom: vars.space.md,
  },
])

const cardStart = style([truncate, { justifySelf: 'stretch' }])
const cardEnd = style([truncate, { justifySelf: 'end', textAlign: 'right' }])

/** Where a cell goes in a card: the first line stands out, the other starts are muted. */
export const cardArea = {
  top: style([cardStart, { gridArea: 'top', fontWeight: vars.fontWeight.semibold }]),
  topEnd: style([cardEnd, { gridArea: 'topEnd', fontWeight: vars.fontWeight.semibold }]),
  middle: style([cardStart, { gridArea: 'middle', color: vars.color.textMuted }]),
  middleEnd: style([cardEnd, { gridArea: 'middleEnd' }]),
  bottom: style([cardStart, { gridArea: 'bottom', color: vars.color.textMuted }]),
  bottomEnd: style([cardEnd, { gridArea: 'bottomEnd' }]),
}

export type CardArea = keyof typeof cardArea
