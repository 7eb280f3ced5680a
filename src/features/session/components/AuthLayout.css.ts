import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.background,
})

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const logo = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
})

export const productName = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })

export const subtitle = style({ margin: 0, color: vars.color.textMuted })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
})

export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.tone.danger.background,
  color: vars.tone.danger.text,
})

export const success = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.tone.success.background,
  color: vars.tone.success.text,
  fontWeight: vars.fontWeight.semibold,
})

export const link = style({ color: vars.color.brand })
