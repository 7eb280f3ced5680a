import * as v from 'valibot'
import {
  AnyBody,
  IsoDateOrTime,
  IsoDateString,
  IsoDateTime,
  MoneyValue,
  type Named,
} from './common'
import { MAX_LENGTH, MESSAGES, isTooLong } from './limits'

/** An escrow's public id as the provider issues it: "ESC-" and 8 upper-case letters or digits. */
export const ESCROW_ID_PATTERN = /^ESC-[A-Z0-9]{8}$/

/**
 * A dispute's id as the provider issues it (lifecycle spec §3): "DSP-" and 8 upper-case letters or
 * digits. Beside the escrow id rather than in ./disputes.ts: the /disputes route's search schema
 * runs in the entry chunk, which must not carry the dispute schemas.
 */
export const DISPUTE_ID_PATTERN = /^DSP-[A-Z0-9]{8}$/

/** The groups of GET /escrow/all (and the app's status tabs). */
export const ORDER_STATUSES = ['pending', 'active', 'completed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Every status an order can have with the lifecycle extension (lifecycle spec §2): the groups plus
 * `disputed`, which is listed with the active orders.
 */
export const ORDER_STATES = ['pending', 'active', 'disputed', 'completed', 'cancelled'] as const
export type OrderState = (typeof ORDER_STATES)[number]

/** The group of GET /escrow/all an order of this status is listed in. */
export const STATUS_GROUP: Readonly<Record<OrderState, OrderStatus>> = {
  pending: 'pending',
  active: 'active',
  disputed: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
}

/** Lifecycle spec §2: the buyer has this long after `delivered_at` to release or dispute. */
export const INSPECTION_PERIOD_HOURS = 72
export const INSPECTION_PERIOD_MS = INSPECTION_PERIOD_HOURS * 60 * 60 * 1000

/** What happened to an order, in time order (lifecycle spec §2). */
export const ORDER_EVENT_TYPES = [
  'created',
  'accepted',
  'paid',
  'delivered',
  'released',
  'auto_released',
  'disputed',
  'resolved',
  'declined',
  'withdrawn',
  'refunded',
] as const
export const OrderEventType = v.picklist(ORDER_EVENT_TYPES)
export type OrderEventType = v.InferOutput<typeof OrderEventType>

/** What each event is called: in the order's timeline, and (a few worded for the reader) in notifications. */
export const ORDER_EVENT_LABELS: Readonly<Record<OrderEventType, string>> = {
  created: 'Order created',
  accepted: 'Order accepted',
  paid: 'Paid into escrow',
  delivered: 'Marked as delivered',
  released: 'Funds released',
  auto_released: 'Funds released automatically',
  disputed: 'Dispute raised',
  resolved: 'Dispute resolved',
  declined: 'Order declined',
  withdrawn: 'Order withdrawn',
  refunded: 'Refunded to the buyer',
}

/** Who made an event happen. */
export const EVENT_ACTORS = ['buyer', 'seller', 'support', 'system'] as const
export const EventActor = v.picklist(EVENT_ACTORS)
export type EventActor = v.InferOutput<typeof EventActor>

export const OrderEvent = v.object({
  type: OrderEventType,
  at: IsoDateTime,
  by: EventActor,
})
export type OrderEvent = v.InferOutput<typeof OrderEvent>

/**
 * An order's events, keeping those this app understands: a provider that adds an event type (or an
 * actor) later must not make the whole order unreadable; the tracker draws what it knows.
 */
export const OrderEvents = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item) => {
      const parsed = v.safeParse(OrderEvent, item)
      return parsed.success ? [parsed.output] : []
    }),
  ),
)

export const ORDER_ROLES = ['seller', 'buyer'] as const
export const OrderRole = v.picklist(ORDER_ROLES)
export type OrderRole = v.InferOutput<typeof OrderRole>

export const LOGISTIC_SERVICES = ['gig', 'dhl', 'okada_express', 'kwik'] as const
export const LogisticService = v.picklist(LOGISTIC_SERVICES)
export type LogisticService = v.InferOutput<typeof LogisticService>
/** Each logistics company's name for its code (base spec §3): the wizard's picker and the order page. */
export const LOGISTIC_LABELS: Readonly<Record<LogisticService, string>> = {
  gig: 'GIG',
  dhl: 'DHL',
  okada_express: 'Okada Express',
  kwik: 'Kwik',
}

export const MAX_ORDER_IMAGES = 10
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export const Party = v.object({
  full_name: v.nullish(v.string()),
  email: v.nullish(v.string()),
})
export type Party = v.InferOutput<typeof Party>
export const PARTY_NAMED = { full_name: 'value', email: 'value' } as const satisfies Named

/**
 * An order's status, trimmed and lower-cased here once, so the app compares 'pending', never
 * ' Pending'. Known values are ORDER_STATUSES; others (failed, processing, disputed, …) are shown,
 * not rejected.
 */
export const OrderStatusText = v.pipe(v.string(), v.trim(), v.toLowerCase())

export const Order = v.object({
  public_id: v.pipe(v.string(), v.minLength(1)),
  item_name: v.string(),
  description: v.nullish(v.string()),
  item_price: MoneyValue,
  fee_amount: MoneyValue,
  status: OrderStatusText,
  expected_delivery_date: v.nullish(IsoDateOrTime),
  created_at: IsoDateOrTime,
  updated_at: IsoDateOrTime,
  initiator: v.nullish(Party),
  initiator_role: OrderRole,
  receiver: v.nullish(Party),
  receiver_email: v.nullish(v.string()),
  receiver_phone: v.nullish(v.string()),
  // Named by the create payload (base spec §3) and shown on the order page (lifecycle spec §2).
  logistic_service: v.nullish(v.string()),
  images: v.nullish(v.array(v.string())),
  // Lifecycle extension (lifecycle spec §2): absent or null on a provider without that part.
  /** True while the buyer's money is due (pending, created by the buyer or accepted by them). */
  awaiting_payment: v.nullish(v.boolean()),
  delivered_at: v.nullish(IsoDateTime),
  /** `delivered_at` + 72 hours: the order is released automatically once this has passed. */
  inspection_ends_at: v.nullish(IsoDateTime),
  released_at: v.nullish(IsoDateTime),
  refunded_at: v.nullish(IsoDateTime),
  delivery_note: v.nullish(v.string()),
  tracking_number: v.nullish(v.string()),
  /** The open or last dispute of this order. */
  dispute_id: v.nullish(v.string()),
  events: v.nullish(OrderEvents),
})
export type Order = v.InferOutput<typeof Order>

/** The order's fields the contracts name: base spec §3, its images and logistics service, lifecycle spec §2. */
export const ORDER_NAMED = {
  public_id: 'value',
  item_name: 'value',
  description: 'value',
  item_price: 'money',
  fee_amount: 'money',
  status: 'value',
  expected_delivery_date: 'time',
  created_at: 'time',
  updated_at: 'time',
  initiator: PARTY_NAMED,
  initiator_role: 'value',
  receiver: PARTY_NAMED,
  receiver_email: 'value',
  receiver_phone: 'value',
  logistic_service: 'value',
  images: ['value'],
  awaiting_payment: 'value',
  delivered_at: 'time',
  inspection_ends_at: 'time',
  released_at: 'time',
  refunded_at: 'time',
  delivery_note: 'value',
  tracking_number: 'value',
  dispute_id: 'value',
  events: [{ type: 'value', at: 'time', by: 'value' }],
} as const satisfies Named

/** GET /escrow/all: orders grouped by status. */
export const OrdersByStatus = v.object({
  pending: v.array(Order),
  active: v.array(Order),
  completed: v.array(Order),
  cancelled: v.array(Order),
})
export type OrdersByStatus = v.InferOutput<typeof OrdersByStatus>
export const ORDERS_BY_STATUS_NAMED = {
  pending: [ORDER_NAMED],
  active: [ORDER_NAMED],
  completed: [ORDER_NAMED],
  cancelled: [ORDER_NAMED],
} as const satisfies Named

export const PendingOrders = v.array(Order)

/** `month` of the monthly stats is one of these names. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const MonthlyStat = v.object({
  month: v.string(),
  value: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export const MonthlyStats = v.array(MonthlyStat)
export type MonthlyStat = v.InferOutput<typeof MonthlyStat>
export const MONTHLY_STAT_NAMED = { month: 'value', value: 'value' } as const satisfies Named

/**
 * GET /escrow/available-dispute: only what the dispute selector reads (base spec §7 names public_id,
 * receiver, receiver_email and item_price); the item's name is shown too when it comes.
 */
export const DisputableOrder = v.object({
  public_id: v.pipe(v.string(), v.minLength(1)),
  receiver: v.nullish(Party),
  receiver_email: v.nullish(v.string()),
  item_price: MoneyValue,
  item_name: v.nullish(v.string()),
})
export const DisputableOrders = v.array(DisputableOrder)
export type DisputableOrder = v.InferOutput<typeof DisputableOrder>
export const DISPUTABLE_ORDER_NAMED = {
  public_id: 'value',
  receiver: PARTY_NAMED,
  receiver_email: 'value',
  item_price: 'money',
} as const satisfies Named

/**
 * GET /escrow/{id}/accept (base spec §7): "may return access_code". Any other object (FastAPI's
 * `{detail}`, the order) or no body at all means none.
 */
export const AcceptResponse = v.nullish(v.object({ access_code: v.nullish(v.string()) }), {})
export type AcceptResponse = v.InferOutput<typeof AcceptResponse>
export const ACCEPT_NAMED = { access_code: 'value' } as const satisfies Named

/** GET /escrow/{id}/cancel: the contract names no success body. */
export const CancelResponse = AnyBody

/** POST /escrow/create (multipart). The text fields as the form sends them. */
export const CreateOrderFields = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required)),
  price: v.pipe(
    v.string(),
    v.transform(Number),
    v.number(MESSAGES.amount),
    v.finite(MESSAGES.amount),
    v.gtValue(0, MESSAGES.amount),
  ),
  description: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required)),
  delivery_date: v.pipe(v.string(), v.minLength(1, MESSAGES.deliveryDate), IsoDateString),
  receiver_email: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required)),
  receiver_phone: v.pipe(v.string(), v.trim(), v.minLength(1, MESSAGES.required)),
  role: OrderRole,
  logistic_service: v.optional(v.union([LogisticService, v.literal('')])),
})
export type CreateOrderFields = v.InferInput<typeof CreateOrderFields>

/** POST /escrow/create: base spec §7 reads data.access_code and data.public_id. */
export const CreateOrderResponse = v.object({
  data: v.object({
    access_code: v.nullish(v.string()),
    public_id: v.nullish(v.string()),
  }),
})
export type CreateOrderResponse = v.InferOutput<typeof CreateOrderResponse>
export const CREATE_ORDER_NAMED = {
  data: { access_code: 'value', public_id: 'value' },
} as const satisfies Named

/** An optional text of a request: trimmed, at most `max` characters (counted as `isTooLong` does). */
function optionalText(max: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((value: string) => !isTooLong(value, max), MESSAGES.tooLong(max)),
      ),
    ),
  )
}

/** POST /escrow/{id}/deliver (the seller, lifecycle spec §2): both fields optional. */
export const DeliverRequest = v.object({
  delivery_note: optionalText(MAX_LENGTH.deliveryNote),
  tracking_number: optionalText(MAX_LENGTH.trackingNumber),
})
export type DeliverRequest = v.InferInput<typeof DeliverRequest>

/** How the buyer pays for an order awaiting their money. */
export const PAYMENT_METHODS = ['card', 'wallet'] as const
export const PaymentMethod = v.picklist(PAYMENT_METHODS, MESSAGES.paymentMethod)
export type PaymentMethod = v.InferOutput<typeof PaymentMethod>

/** POST /escrow/{id}/pay (the method alone is a card payment's whole body). */
export const PayRequest = v.object({ method: PaymentMethod })
export type PayRequest = v.InferInput<typeof PayRequest>

/**
 * The password of a call that moves money out of a wallet or escrow (agreements spec §10): checked
 * as a withdrawal checks it. Wrong: 400 `{"detail": "Incorrect password"}` (never 401, the session
 * lives on); missing: 422 at ["body", "password"] ('Field required'; empty: 'Password is required').
 */
const MoneyPassword = v.pipe(v.string(), v.minLength(1, MESSAGES.passwordRequired))

/** POST /escrow/{id}/pay from the wallet: `{method: "wallet", password}`. A card payment needs none. */
export const PayFromWalletRequest = v.object({
  method: v.literal('wallet'),
  password: MoneyPassword,
})
export type PayFromWalletRequest = v.InferInput<typeof PayFromWalletRequest>

/** POST /escrow/{id}/release by the buyer: `{password}`; the answer is the order (`Order`). */
export const ReleaseRequest = v.object({ password: MoneyPassword })
export type ReleaseRequest = v.InferInput<typeof ReleaseRequest>

/**
 * POST /escrow/{id}/pay with `card`: the code for the card pop-up (the same while unpaid). With
 * `wallet`, and for /deliver and /release, the answer is the order (`Order`).
 */
export const PayByCardResponse = v.object({ access_code: v.pipe(v.string(), v.minLength(1)) })
export type PayByCardResponse = v.InferOutput<typeof PayByCardResponse>
export const PAY_BY_CARD_NAMED = { access_code: 'value' } as const satisfies Named
