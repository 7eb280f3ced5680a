import { style } from '@vanilla-extract/css'
import {
  cluster,
  figureSummary,
  plainList,
  spread,
  stack,
  summaryFigure,
  thumbnail,
} from '~styles/layout.css'
import { heading, text } from '~styles/text.css'
import { vars } from '~styles/theme.css'

export const card = style([
  stack.lg,
  { maxWidth: vars.width.form, width: '100%', marginInline: 'auto' },
])

export const header = stack.xs

export const title = heading.xxl

export const muted = text.muted

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.brandHover } },
})

export const form = stack.lg

export const stepHeading = style([
  heading.xl,
  {
    selectors: {
      '&:focus': { outline: 'none' },
      '&:focus-visible': { outline: `${vars.borderWidth.large} solid ${vars.color.focus}` },
    },
  },
])

export const fields = stack.lg

export const summary = figureSummary

export const term = style({ color: vars.color.textMuted })

export const amount = summaryFigure

export const total = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const reviewSection = style([
  stack.sm,
  {
    paddingBottom: vars.space.md,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
])

export const reviewHeader = spread.md

export const reviewTitle = heading.lg

export const reviewList = style({
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.width.term}, auto) 1fr`,
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})

export const reviewValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })

export const thumbs = style([cluster.xs, plainList])

export const thumb = style([
  thumbnail,
  { width: vars.size.thumbnail.sm, height: vars.size.thumbnail.sm, borderRadius: vars.radius.sm },
])

export const actions = style([cluster.sm, { justifyContent: 'space-between' }])

export const actionGroup = style({ display: 'flex', gap: vars.space.sm })

export const done = style([stack.md, { alignItems: 'flex-start' }])
