import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '50vh',
  padding: vars.space.xl,
})

export const text = style({
  color: vars.color.textMuted,
})
