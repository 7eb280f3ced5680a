import { AxisBottom, AxisLeft } from '@visx/axis'
import { curveMonotoneX } from '@visx/curve'
import { localPoint } from '@visx/event'
import { Group } from '@visx/group'
import { ParentSize } from '@visx/responsive'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { TooltipWithBounds, useTooltip, type UseTooltipParams } from '@visx/tooltip'
import { useRef, type PointerEvent } from 'react'
import type { MonthPoint } from '../../monthly-series'
import * as styles from './OrdersOverviewChart.css'

// Cards at least WIDTH wide get the chart drawn WIDTH × HEIGHT and scaled up by the viewBox (text
// grows with it). Narrower cards (phones) get it drawn at their own width, one to one, so the
// text keeps its size and every month fits.
const { WIDTH, HEIGHT } = styles
const MARGIN = { top: 16, right: 24, bottom: 52, left: 56 }
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom
/** Below this the drawing stops narrowing and is scaled down instead. */
const MIN_DRAW_WIDTH = 200
/** Month labels closer than this (on screen) are thinned out, keeping the current month's. */
const MIN_LABEL_SPACING = 32
// Only the width matters; the height follows from it (see styles.frame).
const IGNORED_DIMENSIONS: ('height' | 'top' | 'left')[] = ['height', 'top', 'left']
// Before the first measurement (or without ResizeObserver) the chart is drawn as on a wide card.
const INITIAL_SIZE = { width: WIDTH }

function ordersText(count: number): string {
  return `${count} ${count === 1 ? 'order' : 'orders'}`
}

// Colours come from the stylesheet (CSS variables do not work in SVG attributes); sizes stay here
// because visx uses them to place the axis labels.
const tickLabel = { fontSize: 12 }
const axisLabel = { fontSize: 13 }

export interface OrdersOverviewChartProps {
  series: readonly MonthPoint[]
}

/**
 * Line chart of orders per month, as wide as its container. Hovering anywhere over the plot, or
 * focusing a point with the keyboard, shows that month's count in a tooltip.
 */
export default function OrdersOverviewChart({ series }: OrdersOverviewChartProps) {
  const tooltip = useTooltip<MonthPoint>()
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop } = tooltip

  return (
    <div className={styles.chart}>
      <ParentSize
        className={styles.frame}
        // ParentSize's own height is 100%; the frame's aspect ratio and minimum height size it.
        style={{ height: 'auto' }}
        initialSize={INITIAL_SIZE}
        ignoreDimensions={IGNORED_DIMENSIONS}
        debounceTime={100}
      >
        {({ width }) =>
          width > 0 ? (
            <Plot
              series={series}
              width={width}
              activeMonth={tooltipOpen ? tooltipData?.month : undefined}
              showTooltip={tooltip.showTooltip}
              hideTooltip={tooltip.hideTooltip}
            />
          ) : null
        }
      </ParentSize>
      {/* Outside ParentSize, whose measuring box clips its content. */}
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds
          left={tooltipLeft}
          top={tooltipTop}
          offsetLeft={12}
          offsetTop={12}
          unstyled
          applyPositionStyle
          className={styles.tooltip}
        >
          <strong>{tooltipData.month}</strong> {ordersText(tooltipData.value)}
        </TooltipWithBounds>
      ) : null}
    </div>
  )
}

interface PlotProps {
  series: readonly MonthPoint[]
  /** The container's width in CSS pixels. */
  width: number
  /** The month whose tooltip is open. */
  activeMonth: string | undefined
  showTooltip: UseTooltipParams<MonthPoint>['showTooltip']
  hideTooltip: () => void
}

function Plot({ series, width, activeMonth, showTooltip, hideTooltip }: PlotProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  // Width of the coordinate system: the container's own below WIDTH, else WIDTH scaled up.
  const drawWidth = Math.min(Math.max(width, MIN_DRAW_WIDTH), WIDTH)
  const innerWidth = drawWidth - MARGIN.left - MARGIN.right

  const x = scalePoint({
    domain: series.map((point) => point.short),
    range: [0, innerWidth],
    padding: 0.5,
  })
  const maxValue = Math.max(1, ...series.map((point) => point.value))
  const y = scaleLinear({ domain: [0, maxValue], range: [INNER_HEIGHT, 0], nice: true })
  const xOf = (point: MonthPoint) => x(point.short) ?? 0
  const yOf = (point: MonthPoint) => y(point.value)
  const wholeTicks = y.ticks(Math.min(5, maxValue)).filter((tick) => Number.isInteger(tick))

  // On narrow cards, label every second (third…) month, counting back from the current one.
  const labelEvery = Math.max(1, Math.ceil(MIN_LABEL_SPACING / ((x.step() * width) / drawWidth)))
  const lastIndex = series.length - 1
  const monthTicks =
    labelEvery === 1
      ? undefined
      : series
          .filter((_, index) => (lastIndex - index) % labelEvery === 0)
          .map((point) => point.short)

  /** Tooltip at a point, in pixels of the drawn chart (the viewBox may be scaled to fit). */
  function showAt(point: MonthPoint) {
    const svg = svgRef.current
    if (!svg) return
    const scale = svg.getBoundingClientRect().width / drawWidth || 1
    showTooltip({
      tooltipData: point,
      tooltipLeft: (MARGIN.left + xOf(point)) * scale,
      tooltipTop: (MARGIN.top + yOf(point)) * scale,
    })
  }

  function showNearest(event: PointerEvent<SVGRectElement>) {
    const local = localPoint(event)
    if (!local) return
    const plotX = local.x - MARGIN.left
    let nearest: MonthPoint | undefined
    for (const point of series) {
      if (!nearest || Math.abs(xOf(point) - plotX) < Math.abs(xOf(nearest) - plotX)) nearest = point
    }
    if (nearest) showAt(nearest)
  }

  const lastMonth = series.at(-1)?.month ?? 'January'

  return (
    <svg
      ref={svgRef}
      viewBox={`0 0 ${drawWidth} ${HEIGHT}`}
      className={styles.svg}
      role="group"
      aria-label={`Orders per month, January to ${lastMonth}`}
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        <g aria-hidden="true">
          {wholeTicks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              className={styles.gridLine}
            />
          ))}
          <AxisLeft
            scale={y}
            tickValues={wholeTicks}
            tickFormat={(value) => String(value)}
            tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
            label="Orders"
            labelProps={{ ...axisLabel, textAnchor: 'middle' }}
            labelOffset={28}
          />
          <AxisBottom
            top={INNER_HEIGHT}
            scale={x}
            tickValues={monthTicks}
            tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
            label="Month"
            labelProps={{ ...axisLabel, textAnchor: 'middle' }}
            labelOffset={16}
          />
          <LinePath
            data={[...series]}
            x={xOf}
            y={yOf}
            curve={curveMonotoneX}
            className={styles.line}
          />
        </g>
        <rect
          width={innerWidth}
          height={INNER_HEIGHT}
          className={styles.hoverArea}
          onPointerMove={showNearest}
          onPointerLeave={hideTooltip}
        />
        {series.map((point) => (
          <circle
            key={point.month}
            className={styles.point}
            data-active={activeMonth === point.month}
            cx={xOf(point)}
            cy={yOf(point)}
            r={5}
            tabIndex={0}
            role="img"
            aria-label={`${point.month}: ${ordersText(point.value)}`}
            onFocus={() => showAt(point)}
            onBlur={hideTooltip}
          />
        ))}
      </Group>
    </svg>
  )
}
