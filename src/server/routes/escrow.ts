/**
 * /escrow: lists, one order, accept, decline or withdraw (cancel), create, and the lifecycle's
 * pay, deliver and release (lifecycle spec §2). Orders whose inspection period is over are
 * released before any of these runs (app.ts).
 */
import { Hono, type Context } from 'hono'
import {
  STATUS_GROUP,
  type CreateOrderResponse,
  type OrdersByStatus,
  type PayByCardResponse,
} from '../../contract/escrow'
import { MESSAGES } from '../../contract/limits'
import { buyerTotalKobo } from '../../contract/money'
import { caller, optionalAuth, requireAuth } from '../auth-middleware'
import { liveMoment, type SandboxContext, type SandboxEnv } from '../context'
import { ApiError, jsonResponse, validationFailed } from '../errors'
import {
  acceptOrder,
  activateOrder,
  closeCheckouts,
  createOrder,
  declineOrder,
  deliverOrder,
  fundOrder,
  isAwaitingPayment,
  releaseOrder,
} from '../escrow-flow'
import {
  disputableView,
  findOrder,
  isBuyer,
  isInitiator,
  isParty,
  isReceiver,
  isSeller,
  monthlyStats,
  orderView,
  ordersOf,
  pendingFor,
} from '../orders'
import {
  formFingerprint,
  IDEMPOTENCY_HEADER,
  idempotencyKeyOf,
  jsonFingerprint,
} from '../idempotency'
import { saveUploads, uploadRecords } from '../images'
import { announceEvents, sendInvite } from '../notifications'
import { requirePassword } from '../password-check'
import { openPayment } from '../payments'
import { secureIds } from '../random'
import type { OrderRecord, UserRecord } from '../records'
import { parseJsonObject, readForm, type JsonObject } from '../request-body'
import { sameEmail, userDirectory } from '../users'
import {
  validateDelivery,
  validateOrderForm,
  validatePayment,
  validateRelease,
} from '../validation'
import { walletBalanceKobo } from '../wallet'

export const LIFECYCLE_DETAILS = {
  onlySellerDelivers: 'Only the seller can mark this order delivered',
  notActive: 'Order is not active',
  alreadyDelivered: 'Order already marked delivered',
  onlyBuyerReleases: 'Only the buyer can release the funds',
  underDispute: 'Order is under dispute',
  onlyBuyerPays: 'Only the buyer can pay for this order',
  notAwaitingPayment: 'Order is not awaiting payment',
  insufficientBalance: MESSAGES.insufficientBalance,
  notPending: 'Order is not pending',
  notAParty: 'You are not a party to this order',
} as const

/**
 * The sandbox's answers to accept and create: what the contract names plus a readable message
 * (strict mode drops it).
 */
interface AcceptAnswer {
  message: string
  access_code?: string
}
type CreateOrderAnswer = CreateOrderResponse & { message: string }

/** What an order action answers: its status and JSON body (kept for an Idempotency-Key). */
interface ActionAnswer {
  status: number
  body: unknown
}

export function escrowRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const state = () => ctx.store.state
  const view = (order: OrderRecord) => orderView(order, userDirectory(state()), { masked: false })

  function orderOr404(id: string): OrderRecord {
    const order = findOrder(state(), id)
    if (!order) throw new ApiError(404, 'Escrow not found')
    return order
  }

  function assertPending(order: OrderRecord): void {
    if (order.status !== 'pending') throw new ApiError(400, LIFECYCLE_DETAILS.notPending)
  }

  /**
   * Runs an order action of a JSON POST. `parse` checks the body (422s) and names the password
   * when the action moves money (release, pay from the wallet; agreements spec §10); `run` is
   * synchronous: it reads and changes the state in one go, so two requests cannot interleave, and
   * it runs in the same step as the password's final check (password-check.ts).
   *
   * With an Idempotency-Key, as for create: claimed before the first await (a repeat meanwhile
   * gets 409); the first answer kept with the change and sent again for a repeat of the same
   * request (the parsed body without the password; 422 for another request under the key), but
   * only once the repeat has passed the same checks: a valid body and the right password.
   */
  async function orderAction<T>(
    c: Context<SandboxEnv>,
    action: {
      parse: (body: JsonObject) => { input: T; password?: string }
      run: (user: UserRecord, input: T) => ActionAnswer
      /** The body may be empty (deliver's note and tracking number are optional). */
      optionalBody?: boolean
    },
  ): Promise<Response> {
    const { user } = caller(c)
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER))
    const release = key === undefined ? () => undefined : ctx.idempotency.claim(user.id, key)
    try {
      const body = parseJsonObject(await c.req.text(), { optional: action.optionalBody })
      const { input, password } = action.parse(body)
      const fingerprint = jsonFingerprint(c.req.method, c.req.path, body)
      const act = (current: UserRecord): Response => {
        if (key !== undefined) {
          const replay = ctx.idempotency.replay(current.id, key, fingerprint)
          if (replay) return replay
        }
        // An action that throws (403, 400…) changed nothing and is not remembered.
        const answer = action.run(current, input)
        if (key !== undefined)
          ctx.idempotency.remember(current.id, key, fingerprint, answer.status, answer.body)
        ctx.store.commit()
        return jsonResponse(answer.status, answer.body)
      }
      return password === undefined ? act(user) : await requirePassword(ctx, user.id, password, act)
    } finally {
      release()
    }
  }

  // The fixed paths come before /:id.
  routes.get('/all', requireAuth(ctx), (c) => {
    const users = userDirectory(state())
    const groups: OrdersByStatus = { pending: [], active: [], completed: [], cancelled: [] }
    for (const order of ordersOf(state(), caller(c).user)) {
      groups[STATUS_GROUP[order.status]].push(orderView(order, users, { masked: false }))
    }
    return c.json(groups)
  })

  routes.get('/pending', requireAuth(ctx), (c) =>
    c.json(pendingFor(state(), caller(c).user).map(view)),
  )

  routes.get('/monthly-stats', requireAuth(ctx), (c) =>
    c.json(monthlyStats(ordersOf(state(), caller(c).user), ctx.now())),
  )

  routes.get('/available-dispute', requireAuth(ctx), (c) => {
    const users = userDirectory(state())
    // The orders POST /disputes accepts (lifecycle spec §3): active ones. A disputed order has a
    // dispute open already; a completed one's money has left escrow.
    const orders = ordersOf(state(), caller(c).user).filter((order) => order.status === 'active')
    return c.json(orders.map((order) => disputableView(order, users)))
  })

  routes.post('/create', requireAuth(ctx), async (c) => {
    const { user } = caller(c)
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER))
    if (key === undefined) return createFrom(user, await readForm(c.req.raw))
    // Claimed before the first await: a repeat arriving meanwhile gets 409.
    const release = ctx.idempotency.claim(user.id, key)
    try {
      const form = await readForm(c.req.raw)
      const fingerprint = await formFingerprint(form)
      const replay = ctx.idempotency.replay(user.id, key, fingerprint)
      if (replay) return replay
      return await createFrom(user, form, (status, body) =>
        ctx.idempotency.remember(user.id, key, fingerprint, status, body),
      )
    } finally {
      release()
    }
  })

  /** Creates the order of a create form; `remember` keeps the answer with the same state change. */
  async function createFrom(
    user: UserRecord,
    raw: FormData | null,
    remember?: (status: number, body: CreateOrderAnswer) => void,
  ): Promise<Response> {
    const checked = await validateOrderForm(raw, ctx.now())
    if (!checked.ok) throw validationFailed(checked.issues)
    const form = checked.value
    if (sameEmail(form.receiverEmail, user.email)) {
      throw new ApiError(400, MESSAGES.ownEmail)
    }
    const imageIds = await saveUploads(ctx.images, form.images)
    const moment = liveMoment(ctx)
    const order = createOrder(state(), moment, {
      initiator: user,
      role: form.role,
      name: form.name,
      description: form.description,
      priceKobo: form.priceKobo,
      deliveryDate: form.deliveryDate,
      receiverEmail: form.receiverEmail,
      receiverPhone: form.receiverPhone,
      logisticService: form.logisticService,
      imageIds,
    })
    sendInvite(state(), moment.ids, order)
    announceEvents(state(), moment.ids, order, 0)
    state().images.push(...uploadRecords(order.public_id, form.images, imageIds))
    let body: CreateOrderAnswer
    if (form.role === 'buyer') {
      const payment = openPayment(state(), moment.at, order, user, 'create')
      body = {
        message: 'Order created. Complete the payment to fund the escrow.',
        data: { access_code: payment.access_code, public_id: order.public_id },
      }
    } else {
      body = {
        message: `Order created. An invite link has been sent to ${order.receiver_email}`,
        data: { access_code: null, public_id: order.public_id },
      }
    }
    remember?.(201, body)
    ctx.store.commit()
    return jsonResponse(201, body)
  }

  routes.get('/:id', optionalAuth(ctx), (c) => {
    const order = orderOr404(c.req.param('id'))
    // Contacts in full for the two parties only; anyone else (signed in or not) sees them masked.
    const auth = c.get('auth')
    const masked = !auth || !isParty(order, auth.user)
    return c.json(orderView(order, userDirectory(state()), { masked }))
  })

  routes.get('/:id/accept', requireAuth(ctx), (c) => {
    const { user } = caller(c)
    const order = orderOr404(c.req.param('id'))
    if (!isReceiver(order, user))
      throw new ApiError(403, 'Only the receiver of this order can accept it')
    assertPending(order)
    const mark = order.events.length
    let body: AcceptAnswer
    const at = ctx.now().toISOString()
    if (order.initiator_role === 'seller') {
      // The receiver is the buyer: the order waits for their payment (awaiting_payment).
      acceptOrder(order, at)
      const payment = openPayment(state(), at, order, user, 'accept')
      body = {
        message: 'Complete the payment to accept this order',
        access_code: payment.access_code,
      }
    } else {
      if (!order.funded) throw new ApiError(400, 'The buyer has not paid into escrow yet')
      acceptOrder(order, at)
      activateOrder(order, at)
      body = { message: 'Order accepted' }
    }
    announceEvents(state(), secureIds, order, mark)
    ctx.store.commit()
    return c.json(body)
  })

  // Lifecycle spec §2: the receiver declines, the initiator withdraws.
  routes.get('/:id/cancel', requireAuth(ctx), (c) => {
    const { user } = caller(c)
    const order = orderOr404(c.req.param('id'))
    const how = isReceiver(order, user) ? 'declined' : isInitiator(order, user) ? 'withdrawn' : null
    if (how === null) throw new ApiError(403, LIFECYCLE_DETAILS.notAParty)
    assertPending(order)
    const mark = order.events.length
    declineOrder(state(), liveMoment(ctx), order, how)
    announceEvents(state(), secureIds, order, mark)
    ctx.store.commit()
    return c.json({ message: how === 'declined' ? 'Order declined' : 'Order withdrawn' })
  })

  routes.post('/:id/pay', requireAuth(ctx), (c) =>
    orderAction(c, {
      parse: (body) => {
        const checked = validatePayment(body)
        if (!checked.ok) throw validationFailed(checked.issues)
        const payment = checked.value
        // The wallet's money leaves only with the password; a card payment the provider confirms.
        return {
          input: payment,
          password: payment.method === 'wallet' ? payment.password : undefined,
        }
      },
      run: (user, payment) => {
        const order = orderOr404(c.req.param('id'))
        if (!isBuyer(order, user)) throw new ApiError(403, LIFECYCLE_DETAILS.onlyBuyerPays)
        if (!isAwaitingPayment(order)) throw new ApiError(400, LIFECYCLE_DETAILS.notAwaitingPayment)
        const moment = liveMoment(ctx)
        const mark = order.events.length
        // The buyer started it: paid, it waits for the seller's accept (as by card); accepted: active.
        const kind = order.initiator_role === 'buyer' ? 'create' : 'accept'
        if (payment.method === 'card') {
          const checkout = openPayment(state(), moment.at, order, user, kind)
          const body: PayByCardResponse = { access_code: checkout.access_code }
          return { status: 200, body }
        }
        const totalKobo = buyerTotalKobo(order.price_kobo, order.fee_kobo)
        if (walletBalanceKobo(state(), user.id) < totalKobo)
          throw new ApiError(400, LIFECYCLE_DETAILS.insufficientBalance)
        fundOrder(state(), moment, order, user.id, 'wallet')
        closeCheckouts(state(), order, moment.at)
        if (kind === 'accept') activateOrder(order, moment.at)
        announceEvents(state(), moment.ids, order, mark)
        return { status: 200, body: view(order) }
      },
    }),
  )

  routes.post('/:id/deliver', requireAuth(ctx), (c) =>
    orderAction(c, {
      optionalBody: true,
      parse: (body) => {
        const checked = validateDelivery(body)
        if (!checked.ok) throw validationFailed(checked.issues)
        return { input: checked.value }
      },
      run: (user, delivery) => {
        const order = orderOr404(c.req.param('id'))
        if (!isSeller(order, user)) throw new ApiError(403, LIFECYCLE_DETAILS.onlySellerDelivers)
        if (order.status !== 'active') throw new ApiError(400, LIFECYCLE_DETAILS.notActive)
        if (order.delivered_at !== null) throw new ApiError(400, LIFECYCLE_DETAILS.alreadyDelivered)
        const mark = order.events.length
        deliverOrder(order, ctx.now().toISOString(), delivery)
        announceEvents(state(), secureIds, order, mark)
        return { status: 200, body: view(order) }
      },
    }),
  )

  routes.post('/:id/release', requireAuth(ctx), (c) =>
    orderAction(c, {
      // The escrow's money goes to the seller only with the buyer's password (agreements §10).
      parse: (body) => {
        const checked = validateRelease(body)
        if (!checked.ok) throw validationFailed(checked.issues)
        return { input: null, password: checked.value.password }
      },
      run: (user) => {
        const order = orderOr404(c.req.param('id'))
        if (!isBuyer(order, user)) throw new ApiError(403, LIFECYCLE_DETAILS.onlyBuyerReleases)
        if (order.status === 'disputed') throw new ApiError(409, LIFECYCLE_DETAILS.underDispute)
        if (order.status !== 'active') throw new ApiError(400, LIFECYCLE_DETAILS.notActive)
        const mark = order.events.length
        releaseOrder(state(), liveMoment(ctx), order)
        announceEvents(state(), secureIds, order, mark)
        return { status: 200, body: view(order) }
      },
    }),
  )

  return routes
}
