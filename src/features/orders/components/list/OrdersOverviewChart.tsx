import { AxisBottom, AxisLeft } from '@visx/axis'
import { curveMonotoneX } from '@visx/curve'
import { localPoint } from '@visx/event'
import { Group } from '@visx/group'
import { scaleLinear, scalePoint } from '@visx/scale'
import { LinePath } from '@visx/shape'
import { TooltipWithBounds, useTooltip } from '@visx/tooltip'
import { useRef, type PointerEvent } from 'react'
import type { MonthPoint } from '../../monthly-series'
import * as styles from './OrdersOverviewChart.css'

// Drawn in a fixed coordinate system and scaled to the card's width by the viewBox.
const WIDTH = 640
const HEIGHT = 260
const MARGIN = { top: 16, right: 24, bottom: 52, left: 56 }
const INNER_WIDTH = WIDTH - MARGIN.left - MARGIN.right
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom

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
 * Line chart of orders per month. Hovering anywhere over the plot, or focusing a point with the
 * keyboard, shows that month's count in a tooltip.
 */
export default function OrdersOverviewChart({ series }: OrdersOverviewChartProps) {
  const svgRef = useRef<SVGSVGElement>(null)
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } =
    useTooltip<MonthPoint>()

  const x = scalePoint({
    domain: series.map((point) => point.short),
    range: [0, INNER_WIDTH],
    padding: 0.5,
  })
  const maxValue = Math.max(1, ...series.map((point) => point.value))
  const y = scaleLinear({ domain: [0, maxValue], range: [INNER_HEIGHT, 0], nice: true })
  const xOf = (point: MonthPoint) => x(point.short) ?? 0
  const yOf = (point: MonthPoint) => y(point.value)
  const wholeTicks = y.ticks(Math.min(5, maxValue)).filter((tick) => Number.isInteger(tick))

  /** Tooltip at a point, in pixels of the drawn chart (the viewBox is scaled to fit). */
  function showAt(point: MonthPoint) {
    const svg = svgRef.current
    if (!svg) return
    const scale = svg.getBoundingClientRect().width / WIDTH || 1
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
    // On narrow screens the chart keeps a readable size and scrolls sideways.
    <div className={styles.scroller}>
      <div className={styles.chart}>
        <svg
          ref={svgRef}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
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
                  x2={INNER_WIDTH}
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
              width={INNER_WIDTH}
              height={INNER_HEIGHT}
              className={styles.hoverArea}
              onPointerMove={showNearest}
              onPointerLeave={hideTooltip}
            />
            {series.map((point) => (
              <circle
                key={point.month}
                className={styles.point}
                data-active={tooltipOpen && tooltipData?.month === point.month}
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
    </div>
  )
}
