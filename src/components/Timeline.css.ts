import { style } from '@vanilla-extract/css'
import { plainList, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const list = plainList

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.size.icon.sm} 1fr`,
  columnGap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    // The connector line between markers; none after the last event.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      // Centred under the marker, from the marker's bottom edge down.
      left: `calc((${vars.size.icon.sm} - ${vars.borderWidth.large}) / 2)`,
      top: `calc(${vars.space.xxs} + ${vars.size.icon.sm})`,
      bottom: 0,
      width: vars.borderWidth.large,
      backgroundColor: vars.color.border,
    },
    '&[data-state="past"]:not(:last-child)::before': { backgroundColor: vars.color.brand },
  },
})

export const marker = style({
  width: vars.size.icon.sm,
  height: vars.size.icon.sm,
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.large} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${item}[data-state="past"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brand,
    },
    [`${item}[data-state="current"] &`]: {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.surface,
      boxShadow: `0 0 0 ${vars.space.xs} ${vars.color.brandSubtle}`,
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
