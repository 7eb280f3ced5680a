import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'
import { sidebarWidth } from './AppShell.css'
import { item } from './SidebarNav.css'

/** From medium screens up: a fixed column under the header. Smaller screens use the header's menu. */
export const sidebar = style({
  display: 'none',
  '@media': {
    [media.md]: {
      position: 'fixed',
      top: vars.layout.headerHeight,
      bottom: 0,
      left: 0,
      zIndex: vars.zIndex.sidebar,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: vars.space.lg,
      width: sidebarWidth,
      padding: vars.space.sm,
      overflowX: 'hidden',
      overflowY: 'auto',
      borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      backgroundColor: vars.color.surface,
      transition: `width ${vars.duration.normal} ease-out`,
    },
  },
})

export const toggle = style([
  item,
  {
    border: 'none',
    backgroundColor: 'transparent',
    selectors: {
      '&[data-collapsed="true"]': { justifyContent: 'center', paddingLeft: 0, paddingRight: 0 },
    },
  },
])

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.duration.normal}`,
  selectors: {
    [`${toggle}[data-collapsed="true"] &`]: { transform: 'rotate(180deg)' },
  },
})
