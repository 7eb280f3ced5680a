import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const idCell = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.medium })

export const viewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  fontWeight: vars.fontWeight.semibold,
})
