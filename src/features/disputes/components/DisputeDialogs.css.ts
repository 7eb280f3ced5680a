import { style } from '@vanilla-extract/css'
import { cluster, plainList, stack, termGrid, thumbnail } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const form = stack.lg
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end' })
export const note = style([text.muted, { margin: 0 }])
export const details = style([termGrid, { margin: 0, gap: `${vars.space.sm} ${vars.space.lg}` }])
export const term = style({ color: vars.color.textMuted })
export const definition = style({ margin: 0, overflowWrap: 'anywhere' })
export const images = style([plainList, cluster.md])
export const image = style([
  thumbnail,
  { width: vars.size.thumbnail.lg, height: vars.size.thumbnail.lg, borderRadius: vars.radius.md },
])
export const thread = stack.lg
export const messages = style([plainList, stack.md])
export const message = style([
  stack.xs,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
])
export const messageMeta = style([text.muted, { margin: 0 }])
export const author = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text })
export const messageBody = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })
