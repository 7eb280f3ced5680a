import { style } from '@vanilla-extract/css'
import { stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

/** About the chart's drawn height at common widths, so the page does not jump when it arrives. */
export const CHART_PLACEHOLDER_HEIGHT = 240

export const card = stack.lg

export const heading = style({ fontSize: vars.fontSize.lg })
