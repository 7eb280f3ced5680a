import { cluster, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'

export const root = stack.sm

export const buttons = cluster.sm

export const hint = text.muted
