import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
})

export const circle = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // The partial ring still reads as "loading" when it stands still.
    [media.reducedMotion]: { animation: 'none' },
  },
})
