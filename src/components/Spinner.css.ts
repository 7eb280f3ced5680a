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
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  borderRadius: vars.radius.full,
  // The ring is an eighth of the circle's width.
  border: `calc(${vars.size.icon.md} / 8) solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // The partial ring still reads as "loading" when it stands still.
    [media.reducedMotion]: { animation: 'none' },
  },
})
