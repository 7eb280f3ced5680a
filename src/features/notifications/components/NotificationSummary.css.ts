import { style } from '@vanilla-extract/css'
import { stack } from '~styles/layout.css'
import { text as textStyles } from '~styles/text.css'
import { vars } from '~styles/theme.css'

/** The dot's column: the dot and a hair of room (NotificationsPanel.css aligns with the text after it). */
export const dotColumn = `calc(${vars.size.icon.xs} + ${vars.space.xxs})`

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${dotColumn} 1fr`,
  columnGap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  textAlign: 'left',
})

export const dot = style({
  width: vars.size.icon.xs,
  height: vars.size.icon.xs,
  marginTop: `calc(${vars.space.xs} + ${vars.space.xxs})`,
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
