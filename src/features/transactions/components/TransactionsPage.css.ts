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
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
})
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})
export const type = style({
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
})
export const recent = style({
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
})
export const description = style({ overflowWrap: 'anywhere' })
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xs,
})
export const amount = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' })
export const search = style({ flex: '0 1 22rem', minWidth: 'min(100%, 18rem)' })
