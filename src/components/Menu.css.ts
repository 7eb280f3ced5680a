import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
})

export const content = style({
  zIndex: vars.zIndex.menu,
  minWidth: '200px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    '&:focus': { outline: 'none' },
  },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.compactControl,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // Radix moves a roving focus and marks the active item with data-highlighted.
    '&[data-highlighted]': {
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brandHover,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.7 },
    // The highlight alone is too faint to find the focus by: keyboard users get the ring too.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
})

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border,
})
