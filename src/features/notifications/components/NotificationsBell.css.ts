import { style } from '@vanilla-extract/css'
import { iconButton } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const trigger = style([
  iconButton,
  {
    position: 'relative',
    width: vars.size.compactControl,
    height: vars.size.compactControl,
    color: vars.color.text,
    selectors: { '&[data-state="open"]': { backgroundColor: vars.color.surfaceMuted } },
  },
])

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
})

export const heading = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
})

export const empty = style([text.muted, { padding: vars.space.md }])
