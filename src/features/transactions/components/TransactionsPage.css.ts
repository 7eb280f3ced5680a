import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
})
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const figure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
})
export const search = style({ flex: '0 1 22rem', minWidth: 'min(100%, 18rem)' })
export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const resultCount = style({ margin: 0, color: vars.color.textMuted })
export const exportStatus = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '50vh',
  padding: vars.space.xl,
})
