import { style } from '@vanilla-extract/css'
import { framed, truncate } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

/**
 * The virtualised data tables (orders, transactions): a scrolling frame, a
 * sticky header and absolutely placed grid rows. A table adds its own
 * `gridTemplateColumns` to `row`.
 */

export const scroller = style([
  framed,
  { maxHeight: 'min(70vh, 720px)', overflow: 'auto', overscrollBehavior: 'contain' },
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
  borderBottom: `1px solid ${vars.color.border}`,
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
  minHeight: vars.size.touchTarget,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
})

export const body = style({ position: 'relative' })

/** A row of the body, placed by the virtualiser (`transform`). */
export const bodyRow = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { backgroundColor: vars.color.background } },
})

export const cell = truncate
