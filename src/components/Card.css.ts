import { recipe } from '@vanilla-extract/recipes'
import { vars } from '~styles/theme.css'

export const card = recipe({
  // No `display`: the elements a Card renders are blocks already, and a caller's class (often a
  // `stack` from styles/layout.css, whose CSS comes before this file's) decides the layout.
  base: {
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    highlighted: {
      true: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      false: {},
    },
  },
  defaultVariants: { highlighted: false },
})
