import { style } from '@vanilla-extract/css'
import { cluster, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const form = stack.lg

export const body = stack.md

export const actions = style([cluster.sm, { justifyContent: 'flex-end' }])

export const quickAmounts = style([cluster.sm, { margin: 0, padding: 0, border: 'none' }])

export const legend = style([text.label, { marginBottom: vars.space.xs }])

export const muted = text.muted

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
})

export const term = style({ color: vars.color.textMuted })

export const value = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' })
