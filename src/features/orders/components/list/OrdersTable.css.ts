import { style } from '@vanilla-extract/css'
import * as dataTable from '~/components/DataTable.css'
import { vars } from '~styles/theme.css'

const COLUMNS =
  'minmax(110px, 1fr) minmax(150px, 1.4fr) minmax(160px, 1.6fr) minmax(150px, 1.2fr) minmax(130px, 1fr) 120px 90px'

export { body, cell, head, headerCell, scroller, table } from '~/components/DataTable.css'

export const row = style([dataTable.row, { gridTemplateColumns: COLUMNS }])

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.border },
  },
})

/** A small triangle: up for ascending, down for descending, a faint diamond when unsorted. */
export const sortIcon = style({
  width: 0,
  height: 0,
  borderLeft: '4px solid transparent',
  borderRight: '4px solid transparent',
  selectors: {
    '&[data-direction="asc"]': { borderBottom: '6px solid currentColor' },
    '&[data-direction="desc"]': { borderTop: '6px solid currentColor' },
    '&[data-direction="none"]': { borderTop: `6px solid ${vars.color.borderStrong}` },
  },
})

export const bodyRow = style([row, dataTable.bodyRow])

export const idCell = style([
  dataTable.cell,
  { fontFamily: vars.font.mono, fontWeight: vars.fontWeight.medium },
])

export const viewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  fontWeight: vars.fontWeight.semibold,
})
