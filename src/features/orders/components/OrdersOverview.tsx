import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId, useMemo } from 'react'
import { Card } from '~/components/Card'
import { Skeleton } from '~/components/Skeleton'
import { fillMonthlySeries } from '../monthly-series'
import { orderQueries } from '../queries'
import { MonthlyOrdersTable } from './MonthlyOrdersTable'
import * as styles from './OrdersOverview.css'

// visx lands in a chunk of its own, fetched alongside the route (see preloadOrdersChart).
const loadChart = () => import('./OrdersOverviewChart')
const OrdersOverviewChart = lazy(loadChart)

/** Starts fetching the chart's code; the route calls it from its loader so both load together. */
export function preloadOrdersChart(): void {
  void loadChart()
}

/** 'Order overview': monthly orders from January through this month, as a chart and as a table. */
export function OrdersOverview() {
  const headingId = useId()
  const { data: stats } = useSuspenseQuery(orderQueries.monthlyStats())
  const series = useMemo(() => fillMonthlySeries(stats), [stats])

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        Order overview
      </h2>
      <Suspense fallback={<Skeleton height={styles.CHART_PLACEHOLDER_HEIGHT} />}>
        <OrdersOverviewChart series={series} />
      </Suspense>
      <MonthlyOrdersTable series={series} />
    </Card>
  )
}
