import { style } from '@vanilla-extract/css'
import { centredPage, stack, stackThenRow } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const page = centredPage

export const title = style({ fontSize: vars.fontSize.xxl })

export const list = stack.lg

export const toolbar = stackThenRow

export const panel = stack.sm

export const resultCount = text.muted
