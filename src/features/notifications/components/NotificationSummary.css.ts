import { style } from '@vanilla-extract/css'
import { stack } from '~styles/layout.css'
import { text as textStyles } from '~styles/text.css'
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

export const text = style([stack.xxs, { minWidth: 0, whiteSpace: 'normal' }])

export const title = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${root}[data-read="false"] &`]: { fontWeight: vars.fontWeight.bold },
  },
})

export const desc = textStyles.muted

export const time = textStyles.mutedXs
