import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brand },
    '&[aria-current="page"]:hover': { color: vars.color.brandHover },
  },
})

export const compactLink = style({
  justifyContent: 'center',
  paddingLeft: 0,
  paddingRight: 0,
})

export const icon = style({ display: 'inline-flex', flexShrink: 0 })
