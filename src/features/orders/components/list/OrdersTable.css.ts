import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

const COLUMNS =
  'minmax(110px, 1fr) minmax(150px, 1.4fr) minmax(160px, 1.6fr) minmax(150px, 1.2fr) minmax(130px, 1fr) 120px 90px'

export const scroller = style({
  maxHeight: 'min(70vh, 720px)',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const table = style({
  minWidth: '900px',
})

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const row = style({
  display: 'grid',
  gridTemplateColumns: COLUMNS,
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

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
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

/** A small triangle: up for ascending, down for descending, a faint diamond when unsorted. */
export const sortIcon = style({
  width: 0,
  height: 0,
  borderLeft: '4px solid transparent',
  borderRight: '4px solid transparent',
  selectors: {
    '&[data-direction="asc"]': { borderBottom: '6px solid currentColor' },
    '&[data-direction="desc"]': { borderTop: '6px solid currentColor' },
    '&[data-direction="none"]': { borderTop: `6px solid ${vars.color.borderStrong}` },
  },
})

export const body = style({
  position: 'relative',
})

export const bodyRow = style([
  row,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    boxSizing: 'border-box',
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&:hover': { backgroundColor: vars.color.background },
    },
  },
])

export const cell = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const idCell = style([
  cell,
  {
    fontFamily: vars.font.mono,
    fontWeight: vars.fontWeight.medium,
  },
])

export const viewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  fontWeight: vars.fontWeight.semibold,
})
