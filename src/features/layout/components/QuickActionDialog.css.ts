import { style } from '@vanilla-extract/css'
import { inline, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const body = style([stack.md, { color: vars.color.text }])

export const steps = style([stack.sm, { margin: 0, paddingLeft: vars.space.xl }])

export const actions = style([inline.sm, { justifyContent: 'flex-end' }])
