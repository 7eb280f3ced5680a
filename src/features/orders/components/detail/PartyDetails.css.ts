import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const party = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const role = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
})

export const tag = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
})

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

globalStyle(`${details} dd`, {
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
