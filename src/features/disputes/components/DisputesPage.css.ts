import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
})
export const cardTop = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const escrowLink = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand })
export const reason = style({ margin: 0, overflowWrap: 'anywhere' })
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const cardActions = style({ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end' })
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.tone.success.background,
  color: vars.tone.success.text,
})
