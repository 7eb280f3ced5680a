import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

/** A form or page message: a tinted box whose text and background are one status tone. */
export const alert = recipe({
  base: {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    overflowWrap: 'anywhere',
    // Invisible normally; in forced colours (where backgrounds are dropped) it draws the box.
    outline: `${vars.borderWidth.standard} solid transparent`,
    outlineOffset: `calc(-1 * ${vars.borderWidth.standard})`,
  },
  variants: {
    tone: {
      critical: { color: vars.tone.danger.text, backgroundColor: vars.tone.danger.background },
      caution: { color: vars.tone.warning.text, backgroundColor: vars.tone.warning.background },
      positive: { color: vars.tone.success.text, backgroundColor: vars.tone.success.background },
      info: { color: vars.tone.info.text, backgroundColor: vars.tone.info.background },
    },
  },
})

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>

export type AlertTone = NonNullable<AlertVariants['tone']>

/** A message with parts (a title, a sentence, buttons) stacks them, each at its own width. */
export const parts = style([stack.sm, { alignItems: 'flex-start' }])
