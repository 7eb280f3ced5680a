import { style } from '@vanilla-extract/css'
import { bar, columns as layoutColumns, columnTemplate, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const page = stack.xl

export const intro = bar.lg

export const greeting = stack.xs

export const title = style({ fontSize: vars.fontSize.xxxl, overflowWrap: 'anywhere' })

export const subtitle = style({ color: vars.color.textMuted })

export const columns = style([
  layoutColumns,
  { vars: { [columnTemplate]: `minmax(0, 2fr) minmax(${vars.width.sideColumn}, 1fr)` } },
])

export const side = stack.xl

/** The main column: orders awaiting the user's payment above the pending escrows. */
export const main = stack.xl
