import { style } from '@vanilla-extract/css'
import { inline } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = style([
  inline.xs,
  {
    display: 'inline-flex',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: 'none',
    borderBottom: '2px solid transparent',
    marginBottom: '-1px',
    background: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[aria-selected="true"]': {
        color: vars.color.brand,
        borderBottomColor: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
])

export const count = style({
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  selectors: {
    [`${tab}[aria-selected="true"] &`]: {
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
    },
  },
})
