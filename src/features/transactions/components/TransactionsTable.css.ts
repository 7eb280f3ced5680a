import { style } from '@vanilla-extract/css'
import { inline, truncate } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const typeCell = style([inline.sm, { fontWeight: vars.fontWeight.semibold }])

/** The type's words give way (an ellipsis) before the 'Recent' tag does. */
export const typeLabel = truncate

export const idCell = style({ fontFamily: vars.font.mono })

export const amount = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
})

export const creditAmount = style([amount, { color: vars.tone.success.text }])

export const recent = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
})
