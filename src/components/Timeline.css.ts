import { style } from '@vanilla-extract/css'
import { plainList, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const list = plainList

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '16px 1fr',
  columnGap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    // The connector line between markers; none after the last event.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '7px',
      top: '18px',
      bottom: 0,
      width: '2px',
      backgroundColor: vars.color.border,
    },
    '&[data-state="past"]:not(:last-child)::before': { backgroundColor: vars.color.brand },
  },
})

export const marker = style({
  width: '16px',
  height: '16px',
  marginTop: '2px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${item}[data-state="past"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
    },
    [`${item}[data-state="current"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.surface,
      boxShadow: `0 0 0 4px ${vars.color.brandSubtle}`,
    },
  },
})

export const content = stack.xxs

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${item}[data-state="current"] &`]: {
      fontWeight: vars.fontWeight.bold,
      color: vars.color.brand,
    },
    [`${item}[data-state="future"] &`]: { color: vars.color.textMuted },
  },
})

export const date = text.muted

export const description = text.muted
