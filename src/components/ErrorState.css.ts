import { style } from '@vanilla-extract/css'
import { cluster } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

// The box, its colours and its stacking are the critical Alert's.

export const title = style({ fontWeight: vars.fontWeight.semibold })

export const message = style({ fontSize: vars.fontSize.sm })

export const actions = style([cluster.sm, { marginTop: vars.space.xs }])
