import { style } from '@vanilla-extract/css'
import * as dataTable from '~/components/DataTable.css'
import { inline } from '~styles/layout.css'
import { vars } from '~styles/theme.css'

const COLUMNS =
  'minmax(140px, 1fr) minmax(200px, 2fr) minmax(140px, 1fr) minmax(110px, 0.8fr) minmax(140px, 1fr) 110px'

export { body, cell, head, headerCell, scroller, table } from '~/components/DataTable.css'

export const row = style([dataTable.row, { gridTemplateColumns: COLUMNS }])

export const amountHeader = style([dataTable.headerCell, { justifyContent: 'flex-end' }])

export const bodyRow = style([row, dataTable.bodyRow])

export const typeCell = style([dataTable.cell, inline.sm, { fontWeight: vars.fontWeight.semibold }])

export const idCell = style([dataTable.cell, { fontFamily: vars.font.mono }])

export const amountCell = style([
  dataTable.cell,
  { textAlign: 'right', fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' },
])

export const credit = style({ color: vars.tone.success.text })

export const recent = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
})
