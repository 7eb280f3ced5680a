import { style } from '@vanilla-extract/css'
import { cluster, plainList, stack, thumbnail } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const root = stack.sm

export const figure = style([stack.xs, { margin: 0 }])

export const main = style([
  thumbnail,
  {
    width: '100%',
    maxHeight: vars.size.thumbnail.lg,
    aspectRatio: '4 / 3',
    objectFit: 'contain',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceMuted,
  },
])

export const caption = text.muted

export const thumbs = style([plainList, cluster.xs])

export const thumbButton = style({
  display: 'block',
  padding: 0,
  border: `${vars.borderWidth.large} solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand },
  },
})

export const thumbImage = style([
  thumbnail,
  {
    display: 'block',
    width: vars.size.thumbnail.sm,
    height: vars.size.thumbnail.sm,
    borderRadius: vars.radius.sm,
  },
])
