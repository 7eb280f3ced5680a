import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~styles/theme.css'

/** The chart's drawing size on cards at least this wide (OrdersOverviewChart.tsx). */
export const WIDTH = 640
export const HEIGHT = 260

export const chart = style({
  position: 'relative',
})

// Sized like the drawing: WIDTH × HEIGHT scaled to the width on wide cards, HEIGHT tall on
// narrower ones. ParentSize measures it; the drawing is positioned over it.
export const frame = style({
  width: '100%',
  aspectRatio: `${WIDTH} / ${HEIGHT}`,
  minHeight: `${HEIGHT}px`,
})

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
  fontFamily: vars.font.body,
})

// visx draws the axes with its own class names and hard-coded colours; these win over them.
globalStyle(`${svg} .visx-axis-line, ${svg} .visx-axis-tick line`, {
  stroke: vars.color.borderStrong,
})
globalStyle(`${svg} .visx-axis-tick text`, {
  fill: vars.color.textMuted,
})
globalStyle(`${svg} .visx-axis-label`, {
  fill: vars.color.text,
  fontWeight: vars.fontWeight.medium,
})

export const gridLine = style({
  stroke: vars.color.border,
  strokeDasharray: '4 4',
})

export const line = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2.5,
})

export const hoverArea = style({
  fill: 'transparent',
})

export const point = style({
  fill: vars.color.surface,
  stroke: vars.color.brand,
  strokeWidth: 2.5,
  // The plot's hover area beneath handles the pointer; points are for the keyboard.
  pointerEvents: 'none',
  selectors: {
    '&[data-active="true"]': { fill: vars.color.brand },
    '&:focus-visible': { outline: 'none', stroke: vars.color.focus, strokeWidth: 4 },
  },
})

export const tooltip = style({
  pointerEvents: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.sticky,
})
