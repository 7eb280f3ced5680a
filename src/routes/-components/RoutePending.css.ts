import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  padding: vars.space.xl,
})
