import { style } from '@vanilla-extract/css'
import { cluster } from '~styles/layout.css'
import { heading } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const root = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
})

/** The page's heading inside the alert: the alert's colour, a section heading's size. */
export const title = style([heading.xl, { margin: 0 }])

export const actions = style([cluster.sm, { marginTop: vars.space.xs }])
