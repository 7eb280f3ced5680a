import { style } from '@vanilla-extract/css'
import { control } from './Field.css'
import { vars } from '~styles/theme.css'

export const textarea = style([control, { minHeight: vars.size.textAreaMin, resize: 'vertical' }])
