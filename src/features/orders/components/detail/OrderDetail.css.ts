import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'
import { media } from '~styles/tokens'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
})

export const breadcrumb = style({
  display: 'flex',
  listStyle: 'none',
  padding: 0,
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

globalStyle(`${breadcrumb} li + li::before`, {
  // Decorative: the alternative text after the slash keeps screen readers from reading it.
  content: '"›" / ""',
  marginRight: vars.space.sm,
  color: vars.color.textMuted,
})

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
})

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
})

export const title = style({
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
})

export const headerSide = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
})

export const total = style({
  display: 'flex',
  flexDirection: 'column',
})

export const totalLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const totalValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const panelTitle = style({
  fontSize: vars.fontSize.lg,
})

export const description = style({
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
})

export const signInPrompt = style({
  fontWeight: vars.fontWeight.semibold,
})
