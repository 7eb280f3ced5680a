import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg })
export const text = style({ margin: 0 })
export const steps = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
})
export const linkField = style({
  flex: `1 1 ${vars.width.measure.xl}`,
  minWidth: `min(100%, ${vars.width.measure.sm})`,
})
export const code = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold })
export const feedback = style({ margin: 0, minHeight: '1.5em', fontWeight: vars.fontWeight.medium })
export const copied = style({ color: vars.tone.success.text })
export const failed = style({ color: vars.color.danger })
