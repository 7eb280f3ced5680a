import { globalStyle, style } from '@vanilla-extract/css'
import {
  centredPage,
  cluster,
  columns as layoutColumns,
  columnTemplate,
  stack,
  stackThenRow,
} from '~styles/layout.css'
import { heading, text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const page = centredPage

export const breadcrumb = style([cluster.sm, text.muted, { listStyle: 'none', padding: 0 }])

globalStyle(`${breadcrumb} li + li::before`, {
  // Decorative: the alternative text after the slash keeps screen readers from reading it.
  content: '"›" / ""',
  marginRight: vars.space.sm,
  color: vars.color.textMuted,
})

export const header = stackThenRow

export const headline = style([cluster.md, { alignItems: 'center' }])

export const title = style({ fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' })

export const headerSide = style([cluster.lg, { alignItems: 'center' }])

export const total = stack.none

export const totalLabel = text.muted

export const totalValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })

export const columns = style([
  layoutColumns,
  { vars: { [columnTemplate]: 'minmax(0, 3fr) minmax(0, 2fr)' } },
])

export const column = stack.xl

export const panel = stack.lg

export const panelTitle = heading.lg

export const description = style({ color: vars.color.textMuted, whiteSpace: 'pre-line' })

export const signInPrompt = style({ fontWeight: vars.fontWeight.semibold })
