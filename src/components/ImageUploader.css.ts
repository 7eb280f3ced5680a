import { style } from '@vanilla-extract/css'
import { plainList, stack, thumbnail, truncate } from '~styles/layout.css'
import { text as textStyles } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const root = stack.sm

export const label = textStyles.label

export const text = textStyles.muted

export const dropZone = style([
  stack.sm,
  {
    alignItems: 'center',
    padding: vars.space.lg,
    border: `${vars.borderWidth.large} dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    textAlign: 'center',
    selectors: {
      '&[data-dragging="true"]': {
        borderColor: vars.color.brand,
        backgroundColor: vars.color.brandSubtle,
      },
      '&[data-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
])

export const error = textStyles.error

export const refusals = style([
  textStyles.error,
  { margin: 0, paddingLeft: vars.space.lg, selectors: { '&:empty': { display: 'none' } } },
])

export const previews = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.thumbnail.md}, 1fr))`,
    gap: vars.space.sm,
  },
])

export const preview = style([stack.xs, { minWidth: 0 }])

export const thumb = style([
  thumbnail,
  {
    width: '100%',
    aspectRatio: '1',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surfaceMuted,
  },
])

export const fileName = style([textStyles.mutedXs, truncate])
