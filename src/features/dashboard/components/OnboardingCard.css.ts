import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const title = style({ fontSize: vars.fontSize.lg })

export const done = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingLeft: vars.space.xl,
})

export const step = style({
  selectors: { '&[data-done="true"]': { color: vars.color.textMuted } },
})

export const stepLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  color: vars.color.brand,
})

export const check = style({
  marginLeft: vars.space.sm,
  color: vars.tone.success.text,
  fontWeight: vars.fontWeight.bold,
})

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
