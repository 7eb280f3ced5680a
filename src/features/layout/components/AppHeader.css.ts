import { globalStyle, style } from '@vanilla-extract/css'
import { productName as brandName } from '~/components/Brand.css'
import { inline } from '~styles/layout.css'
import { visuallyHiddenRules } from '~styles/utilities.css'
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
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
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

export { logo } from '~/components/Brand.css'

/** Below small screens only the logo shows: the name stays in the link's accessible name. */
export const productName = style([
  brandName,
  { '@media': { [`not ${media.sm}`]: visuallyHiddenRules } },
])

export const actions = style([inline.sm, { marginLeft: 'auto' }])

// The header's buttons keep their size; at 320 px they were squeezed until the menu icon vanished.
globalStyle(`${header} > *, ${actions} > *`, { flexShrink: 0 })
