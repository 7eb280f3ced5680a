import { style } from '@vanilla-extract/css'

export const money = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
