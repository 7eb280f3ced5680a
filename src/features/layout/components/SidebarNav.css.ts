import { style } from '@vanilla-extract/css'
import { inline, plainList, stack } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const list = style([stack.xs, plainList])

/** A row of the sidebar: its nav links and the collapse toggle (Sidebar.css). */
export const item = style([
  inline.md,
  {
    minHeight: vars.size.control.touch,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
])

export const link = style([
  item,
  {
    textDecoration: 'none',
    overflow: 'hidden',
    selectors: {
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.brand,
      },
      '&[aria-current="page"]:hover': { color: vars.color.brandHover },
    },
  },
])

export const compactLink = style({
  justifyContent: 'center',
  paddingLeft: 0,
  paddingRight: 0,
})

export const icon = style({ display: 'inline-flex', flexShrink: 0 })
