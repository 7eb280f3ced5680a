import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
})

export const title = style({
  fontSize: vars.fontSize.xxl,
})

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.md]: {
      flexDirection: 'row',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
    },
  },
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const resultCount = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
