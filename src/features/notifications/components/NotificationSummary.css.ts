import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const root = style({
  display: 'grid',
  gridTemplateColumns: '10px 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  textAlign: 'left',
})

export const dot = style({
  width: '8px',
  height: '8px',
  marginTop: '6px',
  borderRadius: vars.radius.full,
  selectors: {
    [`${root}[data-read="false"] &`]: { backgroundColor: vars.color.brand },
  },
})

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  whiteSpace: 'normal',
})

export const title = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${root}[data-read="false"] &`]: { fontWeight: vars.fontWeight.bold },
  },
})

export const desc = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const time = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
})
