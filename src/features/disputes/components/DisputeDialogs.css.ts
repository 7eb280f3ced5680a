import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end' })
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.tone.warning.background,
  color: vars.tone.warning.text,
  fontSize: vars.fontSize.sm,
})
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  color: vars.color.danger,
})
export const formError = style({ margin: 0, color: vars.color.danger })
export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
})
export const term = style({ color: vars.color.textMuted })
export const definition = style({ margin: 0, overflowWrap: 'anywhere' })
export const images = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
})
export const image = style({
  width: '8rem',
  height: '8rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})
