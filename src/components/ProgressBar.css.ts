import { style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

export const root = style({
  display: 'flex',
  gap: vars.space.xs,
  width: '100%',
})

export const segment = style({
  flex: 1,
  height: vars.size.progressBar,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transition: `background-color ${vars.duration.normal}`,
  selectors: {
    '&[data-complete="true"]': { backgroundColor: vars.color.brand },
  },
})
