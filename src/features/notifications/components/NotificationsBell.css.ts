import { style } from '@vanilla-extract/css'
import { iconButton } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const trigger = style([
  iconButton,
  {
    position: 'relative',
    width: vars.size.control.lg,
    height: vars.size.control.lg,
    color: vars.color.text,
    selectors: { '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted } },
  },
])

export const badge = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  minWidth: vars.size.badge,
  height: vars.size.badge,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.size.badge,
  textAlign: 'center',
})

export const heading = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
})

export const empty = style([text.muted, { padding: vars.space.md }])

/** The list could not be loaded: said in the danger colour, where the list would be. */
export const failed = style({ padding: vars.space.md, color: vars.color.danger })
