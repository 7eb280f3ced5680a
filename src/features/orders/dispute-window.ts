import type { Order } from '~/contract/escrow'
import { parseDateOrDay } from '~/lib/dates'

/** Disputes open on the delivery day (the viewer's calendar); an order without one has no such wait. */
export function canRaiseDispute(
  order: Pick<Order, 'expected_delivery_date'>,
  now: Date = new Date(),
): boolean {
  const due = order.expected_delivery_date
  if (!due) return true
  // A calendar day in the viewer's zone ("2026-03-04" is not UTC midnight); an unreadable date
  // is treated like none rather than closing the way to a dispute for good.
  const dueDay = parseDateOrDay(due)
  if (Number.isNaN(dueDay.getTime())) return true
  return startOfLocalDay(now) >= startOfLocalDay(dueDay)
}

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}
