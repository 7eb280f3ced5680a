import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const markOne = style({ marginLeft: '18px' })

export const empty = style({
  color: vars.color.textMuted,
})
