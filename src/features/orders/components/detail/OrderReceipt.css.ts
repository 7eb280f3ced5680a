import { globalStyle, style } from '@vanilla-extract/css'
import { termGrid } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const receipt = style({
  display: 'none',
  '@media': {
    print: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.lg,
      maxWidth: vars.width.form,
      margin: '0 auto',
      color: vars.color.text,
    },
  },
})

export const title = style({
  fontSize: vars.fontSize.xxl,
})

export const heading = style({
  fontSize: vars.fontSize.lg,
  paddingBottom: vars.space.xs,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

export const facts = style([termGrid, { columnGap: vars.space.xl, rowGap: vars.space.xs }])

globalStyle(`${facts} dt`, {
  color: vars.color.textMuted,
})

export const parties = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xl,
})
