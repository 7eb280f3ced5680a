import { style } from '@vanilla-extract/css'
import { iconButton, inline, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const card = stack.sm

// minHeight: room for the eye toggle, so cards with and without one line up.
export const header = style([
  inline.sm,
  { justifyContent: 'space-between', minHeight: vars.size.control.md },
])

export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })

export const figure = style([
  inline.none,
  {
    minHeight: vars.size.figureMin,
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
])

export const toggle = style([
  iconButton,
  {
    width: vars.size.control.md,
    height: vars.size.control.md,
    color: 'inherit',
    selectors: { '&:hover': { color: vars.color.text } },
  },
])
