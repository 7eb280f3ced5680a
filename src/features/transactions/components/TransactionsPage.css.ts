import { style } from '@vanilla-extract/css'
import { bar, inline, stack } from '~styles/layout.css'
import { text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const page = stack.xl
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl })
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.width.measure.xs}, 1fr))`,
})
export const card = stack.sm
export const cardTitle = style([text.muted, { margin: 0 }])
export const figure = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })
export const toolbar = style([bar.lg, { alignItems: 'flex-end' }])
export const search = style({
  flex: `0 1 ${vars.width.measure.lg}`,
  minWidth: `min(100%, ${vars.width.measure.md})`,
})
export const listHeader = bar.md
export const resultCount = style({ margin: 0, color: vars.color.textMuted })
export const exportStatus = style([text.muted, { margin: 0 }])
export const panel = stack.md
export const loading = style([
  inline.none,
  { justifyContent: 'center', minHeight: '50vh', padding: vars.space.xl },
])
