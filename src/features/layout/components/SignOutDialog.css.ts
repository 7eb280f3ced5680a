import { style } from '@vanilla-extract/css'
import { cluster } from '~styles/layout.css'

/** Cancel first (the safe choice gets the focus), the two ways to sign out after it. */
export const actions = style([cluster.sm, { justifyContent: 'flex-end' }])
