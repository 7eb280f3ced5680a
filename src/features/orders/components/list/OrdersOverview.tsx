import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId, useMemo } from 'react'
import { Card } from '~/components/Card'
import { Skeleton } from '~/components/Skeleton'
import { fillMonthlySeries } from '../../monthly-series'
import { loadOrdersChart, orderQueries } from '../../queries'
import { MonthlyOrdersTable } from './MonthlyOrdersTable'
import * as styles from './OrdersOverview.css'

// visx lands in a chunk of its own; the route's loader starts fetching it with the data.
const OrdersOverviewChart = lazy(loadOrdersChart)

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
      <Suspense fallback={<Skeleton className={styles.chartPlaceholder} height="auto" />}>
        <OrdersOverviewChart series={series} />
      </Suspense>
      <MonthlyOrdersTable series={series} />
    </Card>
  )
}
