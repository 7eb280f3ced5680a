import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const title = style({ fontSize: vars.fontSize.lg })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
})
