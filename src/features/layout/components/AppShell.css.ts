import { createVar, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

/** The sidebar's current width; the content area shifts by it from medium screens up. */
export const sidebarWidth = createVar()

export const shell = style({
  vars: { [sidebarWidth]: vars.layout.sidebarExpanded },
  minHeight: '100vh',
  selectors: {
    '&[data-sidebar="collapsed"]': { vars: { [sidebarWidth]: vars.layout.sidebarCollapsed } },
  },
})

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'translateY(0)' },
  },
})

export const main = style({
  padding: vars.space.lg,
  transition: `margin-left ${vars.duration.normal} ease-out`,
  selectors: {
    '&:focus': { outline: 'none' },
  },
  '@media': {
    [media.md]: {
      padding: vars.space.xl,
      selectors: {
        [`${shell}[data-sidebar] &`]: { marginLeft: sidebarWidth },
      },
    },
  },
})

export const content = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
})
