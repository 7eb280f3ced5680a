import type { MonthlyStat } from '~/contract/escrow'
import { MONTH_NAMES } from '~/lib/dates'

export interface MonthPoint {
  month: (typeof MONTH_NAMES)[number]
  /** "Jan" … "Dec", for axis ticks. */
  short: string
  value: number
}

/** Index 0–11 of a month name ("March", "march" or "Mar"); -1 when it is none. */
function monthIndex(name: string): number {
  const key = name.trim().toLowerCase()
  if (key.length < 3) return -1
  return MONTH_NAMES.findIndex((month) => {
    const full = month.toLowerCase()
    return full === key || full.slice(0, 3) === key
  })
}

/**
 * Spec §9: the chart covers January through the current month; a month missing from the
 * response shows 0. Months after the current one and unknown names are ignored; a month sent
 * twice is added up.
 */
export function fillMonthlySeries(
  stats: readonly MonthlyStat[],
  now: Date = new Date(),
): MonthPoint[] {
  const months = MONTH_NAMES.slice(0, now.getMonth() + 1)
  const values = months.map(() => 0)
  for (const stat of stats) {
    const index = monthIndex(stat.month)
    if (index >= 0 && index < values.length) values[index] = (values[index] ?? 0) + stat.value
  }
  return months.map((month, index) => ({
    month,
    short: month.slice(0, 3),
    value: values[index] ?? 0,
  }))
}
