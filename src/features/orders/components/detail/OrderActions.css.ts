import { style } from '@vanilla-extract/css'
import { cluster, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const root = stack.sm

export const buttons = cluster.sm

export const hint = text.muted

export const error = style([text.error, { fontWeight: vars.fontWeight.medium }])
