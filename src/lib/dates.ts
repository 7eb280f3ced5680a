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

/** "Mar 4, 2026" for calendar dates such as a delivery date. */
export function formatDay(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '—' : dayOnly.format(date)
}

/** Month names as the monthly-stats endpoint sends them (shared with the sandbox). */
export { MONTH_NAMES } from '~/contract/escrow'
