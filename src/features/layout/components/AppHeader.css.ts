import { style } from '@vanilla-extract/css'
import { inline } from '~styles/layout.css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.layout.headerHeight,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.md]: { gap: vars.space.md, padding: `0 ${vars.space.xl}` },
  },
})

export const brand = style([
  inline.sm,
  {
    display: 'inline-flex',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.text },
    },
  },
])

export { logo, productName } from '~/components/Brand.css'

export const actions = style([inline.sm, { marginLeft: 'auto' }])
