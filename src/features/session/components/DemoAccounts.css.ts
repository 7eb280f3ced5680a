import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.standard} dashed ${vars.color.brandBorder}`,
  background: vars.color.brandSubtle,
})

export const title = style({ margin: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm })

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
})

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
})
