import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
})

export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
})

export const greeting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const title = style({ fontSize: vars.fontSize.xxxl })

export const subtitle = style({ color: vars.color.textMuted })

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)' },
  },
})

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
})
