import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const root = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
})
