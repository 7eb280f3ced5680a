import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
})

export const text = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
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
})

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.tone.danger.text,
})

export const refusals = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.tone.danger.text,
  selectors: { '&:empty': { display: 'none' } },
})

export const previews = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const thumb = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
})

export const fileName = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
