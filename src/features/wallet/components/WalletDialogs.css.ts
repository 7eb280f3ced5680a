import { style } from '@vanilla-extract/css'
import { cluster, figureSummary, stack, summaryFigure } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const form = stack.lg

export const body = stack.md

export const actions = style([cluster.sm, { justifyContent: 'flex-end' }])

export const muted = text.muted

export const summary = figureSummary

export const term = style({ color: vars.color.textMuted })

export const value = summaryFigure
