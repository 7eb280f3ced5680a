import type { TimelineEvent } from '~/components/Timeline'
import {
  ORDER_EVENT_LABELS,
  type EventActor,
  type Order,
  type OrderEvent,
  type OrderEventType,
  type OrderRole,
} from '~/contract/escrow'
import { formatOrderDate } from '~/lib/dates'
import { progressSteps, type ProgressStepId } from './order-progress'

const ACTOR_TEXT: Readonly<Record<EventActor, string>> = {
  buyer: 'By the buyer',
  seller: 'By the seller',
  support: 'By support',
  system: 'When the inspection period ended',
}

/** The events that reach each of spec §4's steps (a release is both the acceptance and the payout). */
const STEP_EVENTS: Readonly<Record<ProgressStepId, readonly OrderEventType[]>> = {
  pending: ['created'],
  accepted: ['accepted'],
  paid: ['paid'],
  delivered: ['delivered'],
  inspected: ['released', 'auto_released'],
  released: ['released', 'auto_released'],
}

/** Events that end (or halt) the progress before its last step. */
const HALTING: ReadonlySet<OrderEventType> = new Set([
  'declined',
  'withdrawn',
  'disputed',
  'resolved',
  'refunded',
])

/** Whether the order has a history to draw: the lifecycle part sends `events`. */
export function hasHistory(order: Pick<Order, 'events'>): order is { events: OrderEvent[] } {
  return Array.isArray(order.events) && order.events.length > 0
}

/**
 * The tracker from the order's history (lifecycle spec §2): spec §4's six steps in the order they
 * happen for an order its `initiatorRole` created (the buyer's own order is paid, then accepted by
 * the seller), each dated by the event that reached it; the furthest reached is current. Only steps
 * whose event happened are shown done: a step passed over (a release with no delivery marked) is
 * left out. An order halted by a decline, withdrawal, dispute or refund shows the steps it reached
 * and then that event as current.
 */
export function progressFromEvents(
  events: readonly OrderEvent[],
  initiatorRole: OrderRole,
  now?: Date,
): TimelineEvent[] {
  const when = (types: readonly OrderEventType[]) =>
    events.find((event) => types.includes(event.type))?.at
  const dated = progressSteps(initiatorRole).map((step) => ({
    label: step.label,
    description: step.description,
    at: when(STEP_EVENTS[step.id]),
  }))
  const reached = dated.reduce((last, step, index) => (step.at ? index : last), -1)
  const halt = [...events].reverse().find((event) => HALTING.has(event.type))
  // A dispute resolved by a release completes the order: the steps go on.
  const released = when(['released', 'auto_released'])
  if (halt && !(released && halt.type === 'resolved')) {
    return [
      ...dated
        .filter((step) => step.at)
        .map((step) => ({
          label: step.label,
          description: step.description,
          date: step.at ? formatOrderDate(step.at, now) : '',
        })),
      { label: ORDER_EVENT_LABELS[halt.type], date: formatOrderDate(halt.at, now), current: true },
    ]
  }
  const current = Math.max(reached, 0)
  // Steps before the current one are drawn done: only those whose event happened are listed.
  return dated.flatMap((step, index) =>
    step.at || index >= current
      ? [
          {
            label: step.label,
            description: step.description,
            date: step.at ? formatOrderDate(step.at, now) : '',
            current: index === current,
          },
        ]
      : [],
  )
}

/** The order's history as a timeline: every event with its real date and who made it happen. */
export function historyTimeline(events: readonly OrderEvent[], now?: Date): TimelineEvent[] {
  return events.map((event) => ({
    label: ORDER_EVENT_LABELS[event.type],
    date: formatOrderDate(event.at, now),
    description: ACTOR_TEXT[event.by],
  }))
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function unit(count: number, name: string): string {
  return `${String(count)} ${name}${count === 1 ? '' : 's'}`
}

/** "2 days 5 hours left", "3 hours 20 minutes left", "12 minutes left", "less than a minute left". */
export function timeLeftText(endsAt: string, now: Date = new Date()): string {
  const left = new Date(endsAt).getTime() - now.getTime()
  if (!(left >= MINUTE)) return 'less than a minute left'
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  if (days > 0) return `${unit(days, 'day')}${hours > 0 ? ` ${unit(hours, 'hour')}` : ''} left`
  if (hours > 0) {
    return `${unit(hours, 'hour')}${minutes > 0 ? ` ${unit(minutes, 'minute')}` : ''} left`
  }
  return `${unit(minutes, 'minute')} left`
}
