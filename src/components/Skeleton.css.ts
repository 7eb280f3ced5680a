import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

const pulse = keyframes({ '50%': { opacity: 0.5 } })

export const skeleton = style({
  display: 'block',
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
})
