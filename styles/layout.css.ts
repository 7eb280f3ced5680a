import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { media } from './tokens'

/**
 * Layout primitives shared by the components' style modules. Each is keyed by
 * a space token (the gap): `stack.md`, `cluster.sm`. A module composes them,
 * `style([stack.lg, { maxWidth: vars.width.form }])`, instead of repeating the
 * flex declarations.
 */

/** A column of children with a gap. */
export const stack = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
}))

/** A row of children centred on the cross axis. */
export const inline = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  alignItems: 'center',
  gap,
}))

/** A row of children that wraps onto more lines when narrow. */
export const cluster = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap,
}))

/** Two ends of a row pushed apart (a title and its action), on one text baseline. */
export const spread = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap,
}))

/** A list without bullets or indentation. */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' })

/** One line, cut with an ellipsis. */
export const truncate = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

/** A bordered, rounded panel on the surface colour. */
export const framed = style({
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
})

/** A wrapping row with its ends pushed apart and centred: a header with its actions. */
export const bar = styleVariants(vars.space, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap,
}))

/** A stack on small screens; from medium up, a row with its ends apart on one bottom line. */
export const stackThenRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
})

/** A page's main column, centred up to the content width. */
export const centredPage = style([
  stack.xl,
  { width: '100%', maxWidth: vars.layout.contentMaxWidth, margin: '0 auto' },
])

/** A small image tile (uploads, review, dispute evidence); the size is the caller's. */
export const thumbnail = style({
  objectFit: 'cover',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

/** A round, borderless button around an icon; the size is the caller's. */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
})

/** The two columns of `columns` from large screens up (a `gridTemplateColumns` value). */
export const columnTemplate = createVar()

/** A page's main and side columns: one column on small screens, `columnTemplate` from large up. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: columnTemplate } },
})

/** Terms beside their values (a `dl`), the terms' column as wide as the widest term. */
export const termGrid = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr' })

/** A summary of figures (a `dl`) on a muted panel: terms on the left, their figures on the right. */
export const figureSummary = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
})

/** A figure in `figureSummary` (its `dd`): right-aligned, its digits of one width. */
export const summaryFigure = style({
  margin: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})

/** A fieldset of choices in a row, without the fieldset's own frame (e.g. quick amounts). */
export const choiceRow = style([cluster.sm, { margin: 0, padding: 0, border: 'none' }])
