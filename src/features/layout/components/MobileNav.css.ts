import { style } from '@vanilla-extract/css'
import { media } from '~styles/tokens'

/** The menu button only exists below medium screens, where the sidebar is hidden. */
export const root = style({
  '@media': {
    [media.md]: { display: 'none' },
  },
})
