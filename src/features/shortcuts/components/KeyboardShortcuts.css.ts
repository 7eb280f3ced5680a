import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
})

export const keys = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
})

export const key = style({
  minWidth: '1.75em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})

export const description = style({ margin: 0 })

export const roles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
