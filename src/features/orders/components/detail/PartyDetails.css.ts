import { globalStyle, style } from '@vanilla-extract/css'
import { inline, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const party = stack.xs

export const role = style([inline.sm, { fontWeight: vars.fontWeight.semibold }])

export const tag = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
})

export const details = style([
  text.muted,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
  },
])

globalStyle(`${details} dd`, {
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
