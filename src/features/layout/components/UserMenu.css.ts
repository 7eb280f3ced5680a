import { style } from '@vanilla-extract/css'
import { mark } from '~/components/Brand.css'
import { inline, stack, truncate } from '~styles/layout.css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const trigger = style([
  inline.sm,
  {
    display: 'inline-flex',
    minHeight: vars.size.compactControl,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  },
])

export const avatar = style([
  mark,
  { width: '30px', height: '30px', borderRadius: vars.radius.full, fontSize: vars.fontSize.xs },
])

export const name = style([
  truncate,
  {
    display: 'none',
    maxWidth: '12rem',
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
