import { style } from '@vanilla-extract/css'
import { spread, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const list = stack.sm

export const row = style([
  spread.md,
  {
    color: vars.color.textMuted,
    selectors: {
      // One party's half of the fee, set under the fee it belongs to.
      '&[data-kind="share"]': {
        paddingLeft: vars.space.lg,
        fontSize: vars.fontSize.sm,
      },
      '&[data-kind="total"]': {
        paddingTop: vars.space.sm,
        borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
        color: vars.color.text,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
])

export const amount = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium })
