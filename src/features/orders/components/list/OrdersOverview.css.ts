import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

/** About the chart's drawn height at common widths, so the page does not jump when it arrives. */
export const CHART_PLACEHOLDER_HEIGHT = 240

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const heading = style({
  fontSize: vars.fontSize.lg,
})
