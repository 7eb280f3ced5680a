import { style } from '@vanilla-extract/css'
import { control } from './Field.css'

export const textarea = style([control, { minHeight: '96px', resize: 'vertical' }])
