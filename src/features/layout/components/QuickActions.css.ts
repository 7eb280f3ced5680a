import { style } from '@vanilla-extract/css'
import { media } from '~styles/tokens'

/** The trigger's text shows from small screens up; the button is named by aria-label either way. */
export const label = style({
  display: 'none',
  '@media': {
    [media.sm]: { display: 'inline' },
  },
})
