import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // Room for the eye toggle, so cards with and without one line up.
  minHeight: '36px',
})

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})

export const figure = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const toggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  },
})
