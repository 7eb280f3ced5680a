import { style } from '@vanilla-extract/css'
import { media } from '~styles/tokens'

export const field = style({
  width: '100%',
  '@media': {
    [media.md]: { width: '320px' },
  },
})
