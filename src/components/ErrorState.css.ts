import { style } from '@vanilla-extract/css'
import { cluster, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const root = style([
  stack.sm,
  {
    alignItems: 'flex-start',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.tone.danger.background}`,
    borderLeft: `4px solid ${vars.color.danger}`,
    backgroundColor: vars.color.surface,
  },
])

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.tone.danger.text,
})

export const message = style({ color: vars.color.text, fontSize: vars.fontSize.sm })

export const actions = style([cluster.sm, { marginTop: vars.space.xs }])
