import type { Order } from '~/contract/escrow'

/** Disputes open on the delivery day (local calendar); an order without one has no such wait. */
export function canRaiseDispute(
  order: Pick<Order, 'expected_delivery_date'>,
  now: Date = new Date(),
): boolean {
  const due = order.expected_delivery_date
  if (!due) return true
  return startOfLocalDay(now) >= startOfLocalDay(parseDay(due))
}

/** "2026-03-04" is a calendar day (local), not UTC midnight; full timestamps are taken as sent. */
function parseDay(value: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!dateOnly) return new Date(value)
  const [, year, month, day] = dateOnly
  return new Date(Number(year), Number(month) - 1, Number(day))
}

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}
