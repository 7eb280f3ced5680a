import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '720px',
  width: '100%',
  marginInline: 'auto',
})

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
})

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.brandHover } },
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const stepHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
})

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const quickAmounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
})

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space.xs,
})

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
})

export const term = style({ color: vars.color.textMuted })

export const amount = style({
  margin: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})

export const total = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const reviewSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const reviewHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
})

export const reviewTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
})

export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})

export const reviewValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
})

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const thumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const actionGroup = style({
  display: 'flex',
  gap: vars.space.sm,
})

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.tone.danger.text,
  backgroundColor: vars.tone.danger.background,
})

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.tone.warning.text,
  backgroundColor: vars.tone.warning.background,
})

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
})
