import { visuallyHidden } from '~styles/utilities.css'
import type { MonthPoint } from '../../monthly-series'

/** The chart's text alternative: month and count, read by screen readers, not shown. */
export function MonthlyOrdersTable({ series }: { series: readonly MonthPoint[] }) {
  return (
    <table className={visuallyHidden}>
      <caption>Orders per month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {series.map((point) => (
          <tr key={point.month}>
            <th scope="row">{point.month}</th>
            <td>{point.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
