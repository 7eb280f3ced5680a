import { style } from '@vanilla-extract/css'
import { bar, inline, plainList, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const page = stack.xl
export const header = bar.lg
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })
export const list = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: `repeat(auto-fill, minmax(${vars.width.measure.md}, 1fr))`,
  },
])
export const card = style([stack.sm, { height: '100%' }])
export const cardTop = style([inline.sm, { justifyContent: 'space-between' }])
export const escrowLink = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.brand })
export const reason = style({ margin: 0, overflowWrap: 'anywhere' })
export const meta = style([text.muted, { margin: 0 }])
export const cardActions = style({ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end' })
export const outcome = style({ margin: 0, fontWeight: vars.fontWeight.semibold })
export const offer = stack.md
export const offerActions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' })
