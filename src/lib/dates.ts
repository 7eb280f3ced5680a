const withYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const withoutYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const dayOnly = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** "Mar 4, 2:05 PM", with the year when it is not the current year. */
export function formatOrderDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '—'
  return (date.getFullYear() === now.getFullYear() ? withoutYear : withYear).format(date)
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A date-only value ("2026-03-04") as that calendar day in the viewer's time zone (local
 * midnight), not UTC midnight, which is the day before anywhere west of UTC. Full timestamps
 * are instants and are taken as sent. Impossible days ("2026-02-31") give an invalid Date.
 */
export function parseDateOrDay(value: string): Date {
  const day = CALENDAR_DAY.exec(value.trim())
  if (!day) return new Date(value)
  const [year, month, date] = day.slice(1).map(Number) as [number, number, number]
  const local = new Date(year, month - 1, date)
  local.setFullYear(year) // years 0–99 would otherwise be read as 1900–1999
  return local.getFullYear() === year && local.getMonth() === month - 1 && local.getDate() === date
    ? local
    : new Date(Number.NaN)
}

/** "Mar 4, 2026" for calendar dates such as a delivery date. */
export function formatDay(value: string): string {
  const date = parseDateOrDay(value)
  return Number.isNaN(date.getTime()) ? '—' : dayOnly.format(date)
}

/** Month names as the monthly-stats endpoint sends them (shared with the sandbox). */
export { MONTH_NAMES } from '~/contract/escrow'
