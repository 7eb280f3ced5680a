import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { vars } from '~styles/theme.css'

function toneStyle(tone: keyof typeof vars.tone) {
  return { color: vars.tone[tone].text, backgroundColor: vars.tone[tone].background }
}

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    '@media': {
      // Backgrounds are often dropped when printing: keep the badge readable.
      print: { border: `${vars.borderWidth.standard} solid currentColor` },
    },
  },
  variants: {
    tone: {
      success: toneStyle('success'),
      warning: toneStyle('warning'),
      danger: toneStyle('danger'),
      info: toneStyle('info'),
      neutral: toneStyle('neutral'),
      neutralDark: toneStyle('neutralDark'),
    },
  },
  defaultVariants: { tone: 'neutral' },
})

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>
