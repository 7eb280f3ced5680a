import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.width.summaryCard}, 1fr))`,
  gap: vars.space.lg,
})
