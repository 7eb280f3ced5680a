import { style } from '@vanilla-extract/css'
import { stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'
import { HEIGHT, WIDTH } from './OrdersOverviewChart.css'

/**
 * Sized exactly like the chart's frame (OrdersOverviewChart.css.ts): its aspect ratio on wide cards,
 * its minimum height on narrow ones, so nothing below moves when the chart arrives.
 */
export const chartPlaceholder = style({
  width: '100%',
  aspectRatio: `${String(WIDTH)} / ${String(HEIGHT)}`,
  minHeight: `${String(HEIGHT)}px`,
})

export const card = stack.lg

export const heading = style({ fontSize: vars.fontSize.lg })
