import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

const COLUMNS =
  'minmax(140px, 1fr) minmax(200px, 2fr) minmax(140px, 1fr) minmax(110px, 0.8fr) minmax(140px, 1fr) 110px'

export const scroller = style({
  maxHeight: 'min(70vh, 720px)',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

export const table = style({ minWidth: '880px' })

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

export const amountHeader = style([headerCell, { justifyContent: 'flex-end' }])

export const body = style({ position: 'relative' })

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
    selectors: { '&:hover': { backgroundColor: vars.color.background } },
  },
])

export const cell = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const typeCell = style([
  cell,
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'center',
    fontWeight: vars.fontWeight.semibold,
  },
])

export const idCell = style([cell, { fontFamily: vars.font.mono }])

export const amountCell = style([
  cell,
  { textAlign: 'right', fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' },
])

export const credit = style({ color: vars.tone.success.text })

export const recent = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
})
