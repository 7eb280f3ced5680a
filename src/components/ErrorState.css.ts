import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.tone.danger.background}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  backgroundColor: vars.color.surface,
})

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.tone.danger.text,
})

export const message = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})
