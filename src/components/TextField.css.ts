import { style } from '@vanilla-extract/css'
import { control } from './Field.css'
import { vars } from '~styles/theme.css'

export const input = style([control, { minHeight: vars.size.control.touch }])
