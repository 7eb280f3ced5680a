import { style } from '@vanilla-extract/css'
import { control } from './Field.css'

export const input = style([control, { minHeight: '44px' }])
