import { style } from '@vanilla-extract/css'
import { termGrid } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const facts = style([
  termGrid,
  { columnGap: vars.space.md, rowGap: vars.space.xs, margin: 0, overflowWrap: 'anywhere' },
])

export const note = style({ whiteSpace: 'pre-line' })
