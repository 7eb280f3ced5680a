import { style } from '@vanilla-extract/css'
import { inline, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
})

export const summaryRow = style([
  text.muted,
  { display: 'flex', justifyContent: 'space-between', gap: vars.space.md },
])

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const email = style({ color: vars.color.text, overflowWrap: 'anywhere' })

export const form = stack.lg

export const actions = style([inline.sm, { justifyContent: 'flex-end' }])
