import { style } from '@vanilla-extract/css'
import { cluster } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
})

export const keys = style([cluster.xs, { flexWrap: 'nowrap', margin: 0 }])

export const key = style({
  minWidth: '1.75em',
  padding: `0 ${vars.space.xs}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
})

export const description = style({ margin: 0 })

export const roles = cluster.sm
