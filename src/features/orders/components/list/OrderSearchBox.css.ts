import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const field = style({
  width: '100%',
  '@media': {
    [media.md]: { width: vars.width.search },
  },
})
