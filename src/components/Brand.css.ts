import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

/** Letters on the brand colour, centred: the product's logo and a user's initials. */
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
})

/** The product's logo and name, in the header and on the sign-in pages. */
export const logo = style([
  mark,
  { width: vars.size.logo, height: vars.size.logo, borderRadius: vars.radius.md },
])

export const productName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })
