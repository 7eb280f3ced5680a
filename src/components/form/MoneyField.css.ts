import { style } from '@vanilla-extract/css'
import { choiceRow } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const fills = choiceRow

export const legend = style([text.label, { marginBottom: vars.space.xs }])
