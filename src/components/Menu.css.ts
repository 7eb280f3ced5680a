import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

const fadeIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'translateY(0)' },
})

export const content = style({
  zIndex: vars.zIndex.menu,
  minWidth: vars.width.menuMin,
  maxWidth: `min(${vars.width.menuMax}, calc(100vw - ${vars.space.lg}))`,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
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
  minHeight: vars.size.control.lg,
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
    '&:focus-visible': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.large})`,
    },
  },
})

export const separator = style({
  height: vars.borderWidth.standard,
  margin: `${vars.space.xs} 0`,
  backgroundColor: vars.color.border,
})
