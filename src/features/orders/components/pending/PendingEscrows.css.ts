import { style } from '@vanilla-extract/css'
import { cluster, plainList, spread, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const section = stack.lg

export const header = spread.md

export const title = style({ fontSize: vars.fontSize.xl })

export const list = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${vars.width.orderCard}, 1fr))`,
    gap: vars.space.lg,
  },
])

/** The whole card opens the order: the title's link is stretched over it (::after). */
export const card = style([
  stack.sm,
  {
    position: 'relative',
    height: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.sm,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brandBorder, boxShadow: vars.shadow.md },
      '&:focus-within': { borderColor: vars.color.brandBorder },
    },
  },
])

export const itemName = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:hover': { color: vars.color.brand },
    // The focus ring goes round the whole card, where the link's hit area is.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxs,
    },
  },
})

/** Long names (up to 120 characters in the seed) are cut at two lines. */
export const from = style([
  text.muted,
  {
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
])

export const description = style({
  flexGrow: 1,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const price = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

/** Above the stretched link, so the buttons do not open the order. */
export const actions = style([
  cluster.sm,
  { position: 'relative', zIndex: 1, flexWrap: 'nowrap', marginTop: vars.space.xs },
])

export const skeletonCard = style([card, { minHeight: vars.size.skeletonCardMin }])
