import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  selectors: {
    // One party's half of the fee, set under the fee it belongs to.
    '&[data-kind="share"]': {
      paddingLeft: vars.space.lg,
      fontSize: vars.fontSize.sm,
    },
    '&[data-kind="total"]': {
      paddingTop: vars.space.sm,
      borderTop: `1px solid ${vars.color.border}`,
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})

export const amount = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
})
