import { style } from '@vanilla-extract/css'
import { mark } from '~/components/Brand.css'
import { inline, stack, truncate } from '~styles/layout.css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const trigger = style([
  inline.sm,
  {
    display: 'inline-flex',
    minHeight: vars.size.control.lg,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  },
])

export const avatar = style([
  mark,
  {
    width: vars.size.avatar,
    height: vars.size.avatar,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
  },
])

export const name = style([
  truncate,
  {
    display: 'none',
    maxWidth: vars.width.measure.xs,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    '@media': { [media.md]: { display: 'inline' } },
  },
])

export const account = style([
  stack.none,
  { padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm },
])

export const email = style({ color: vars.color.textMuted })
