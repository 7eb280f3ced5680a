import { style } from '@vanilla-extract/css'
import { plainList, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const list = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.lg,
    '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
])

export const card = style([stack.xs, { height: '100%', padding: vars.space.lg }])

export const label = style([text.muted, { fontWeight: vars.fontWeight.medium }])

export const value = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
})
