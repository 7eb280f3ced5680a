import type { TimelineEvent } from '~/components/Timeline'
import type { Order, OrderRole } from '~/contract/escrow'

/** Spec §4's six progress steps, by what each one stands for. */
export type ProgressStepId =
  'pending' | 'accepted' | 'paid' | 'delivered' | 'inspected' | 'released'

export interface ProgressStep {
  id: ProgressStepId
  label: string
  description?: string
}

const LABELS: Readonly<Record<ProgressStepId, string>> = {
  pending: 'Order pending',
  accepted: 'Order accepted',
  paid: 'Payment in escrow',
  delivered: 'Delivery confirmed',
  inspected: 'Product accepted',
  released: 'Release of funds',
}

const RELEASED = "Funds transferred to the seller's escrow wallet"

/**
 * The steps in the order they happen, each described as the order stands while it is at that
 * step. The seller's order is spec §4's list as written (the buyer accepts, then pays). The buyer's
 * own order is paid first and accepted by the seller after, so there payment comes before
 * acceptance and the seller is the one who accepts.
 */
const STEPS: Readonly<Record<OrderRole, readonly ProgressStep[]>> = {
  seller: [
    { id: 'pending', label: LABELS.pending, description: 'Waiting to be accepted by the buyer' },
    { id: 'accepted', label: LABELS.accepted, description: "Waiting for the buyer's payment" },
    {
      id: 'paid',
      label: LABELS.paid,
      description: 'Buyer has transferred the amount and awaits delivery',
    },
    { id: 'delivered', label: LABELS.delivered },
    { id: 'inspected', label: LABELS.inspected },
    { id: 'released', label: LABELS.released, description: RELEASED },
  ],
  buyer: [
    { id: 'pending', label: LABELS.pending, description: "Waiting for the buyer's payment" },
    {
      id: 'paid',
      label: LABELS.paid,
      description: 'Buyer has transferred the amount and waits for the seller to accept',
    },
    {
      id: 'accepted',
      label: LABELS.accepted,
      description: 'Accepted by the seller; the buyer awaits delivery',
    },
    { id: 'delivered', label: LABELS.delivered },
    { id: 'inspected', label: LABELS.inspected },
    { id: 'released', label: LABELS.released, description: RELEASED },
  ],
}

/**
 * A buyer's pending order whose payment we cannot know (a provider without the lifecycle part sends
 * neither `events` nor `awaiting_payment`): the seller's acceptance is what it surely waits for.
 */
const BUYER_PENDING_PAYMENT_UNKNOWN = 'Waiting to be accepted by the seller'

/** Spec §4's six steps in the order they happen for an order its `initiatorRole` created. */
export function progressSteps(initiatorRole: OrderRole): readonly ProgressStep[] {
  return STEPS[initiatorRole]
}

/** Statuses that end an order before its last step. */
const ENDED_EARLY = new Set(['cancelled', 'failed'])

type TrackedOrder = Pick<Order, 'status' | 'initiator_role' | 'awaiting_payment'>

/** The step an order stands at by its status (and, while pending, its payment). */
function stepOf(order: TrackedOrder): ProgressStepId {
  const sellers = order.initiator_role === 'seller'
  switch (order.status) {
    case 'active':
    case 'disputed':
      // Accepted and paid: the third step, whichever of the two came last.
      return sellers ? 'paid' : 'accepted'
    case 'completed':
      return 'released'
    case 'processing':
      // A payment being processed: the buyer accepted (seller's order) or just created it.
      return sellers ? 'accepted' : 'pending'
    case 'pending':
      if (sellers) return order.awaiting_payment === true ? 'accepted' : 'pending'
      return order.awaiting_payment === false ? 'paid' : 'pending'
    default:
      return 'pending'
  }
}

/**
 * The tracker's events from the order's status alone (as the contract gives it: trimmed, lower
 * case), for orders without a history: the six steps in the order they happen for the order's
 * initiator, the current one marked (steps before it are done). A cancelled (or failed) order
 * shows where it started and that it ended there.
 */
export function progressEvents(order: TrackedOrder, endedAt: string): TimelineEvent[] {
  const steps = progressSteps(order.initiator_role)
  const paymentUnknown = typeof order.awaiting_payment !== 'boolean'
  const describe = (step: ProgressStep) =>
    step.id === 'pending' && order.initiator_role === 'buyer' && paymentUnknown
      ? BUYER_PENDING_PAYMENT_UNKNOWN
      : step.description
  const [first] = steps
  if (first && ENDED_EARLY.has(order.status)) {
    return [
      { date: '', label: first.label, description: describe(first) },
      { date: endedAt, label: `Order ${order.status}`, current: true },
    ]
  }
  const current = stepOf(order)
  return steps.map((step) => ({
    date: '',
    label: step.label,
    description: describe(step),
    current: step.id === current,
  }))
}
