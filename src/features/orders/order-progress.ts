import type { TimelineEvent } from '~/components/Timeline'

/** Spec §4, "Order progress timeline", in order. */
export const PROGRESS_STEPS = [
  { label: 'Order pending', description: 'Waiting to be accepted by the buyer' },
  { label: 'Order accepted' },
  {
    label: 'Payment in escrow',
    description: 'Buyer has transferred the amount and awaits delivery',
  },
  { label: 'Delivery confirmed' },
  { label: 'Product accepted' },
  { label: 'Release of funds', description: "Funds transferred to the seller's escrow wallet" },
] as const satisfies readonly { label: string; description?: string }[]

/** 1-based step each status stands at. */
const stepByStatus = new Map<string, number>([
  ['pending', 1],
  ['processing', 2],
  ['active', 3],
  ['disputed', 3],
  ['completed', 6],
])

/** Statuses that end an order before its last step. */
const ENDED_EARLY = new Set(['cancelled', 'failed'])

/**
 * The tracker's events for a status (as the contract gives it: trimmed, lower case): the six steps
 * with the current one marked; a cancelled (or failed) order shows where it started and that it
 * ended there.
 */
export function progressEvents(status: string, endedAt: string): TimelineEvent[] {
  const [first] = PROGRESS_STEPS
  if (ENDED_EARLY.has(status)) {
    return [
      { date: '', label: first.label, description: first.description },
      { date: endedAt, label: `Order ${status}`, current: true },
    ]
  }
  const current = stepByStatus.get(status) ?? 1
  return PROGRESS_STEPS.map((step, index) => ({
    date: '',
    label: step.label,
    description: 'description' in step ? step.description : undefined,
    current: index + 1 === current,
  }))
}
