/** /escrow: lists, one order, accept, decline (cancel), create. */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { AcceptResponse, CreateOrderResponse, OrdersByStatus } from '../../contract/escrow'
import { MESSAGES } from '../../contract/limits'
import { caller, optionalAuth, requireAuth } from '../auth-middleware'
import { liveMoment, type SandboxContext, type SandboxEnv } from '../context'
import { ApiError, jsonResponse, validationFailed } from '../errors'
import { activateOrder, createOrder, declineOrder } from '../escrow-flow'
import {
  disputableView,
  findOrder,
  isParty,
  isReceiver,
  monthlyStats,
  orderView,
  ordersOf,
  pendingFor,
} from '../orders'
import { formFingerprint, IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../idempotency'
import { openPayment } from '../payments'
import type { OrderRecord, UserRecord } from '../records'
import { readForm } from '../request-body'
import { sameEmail, userDirectory } from '../users'
import { validateOrderForm } from '../validation'

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
    if (order.status !== 'pending') throw new ApiError(400, 'Order is not pending')
  }

  // The fixed paths come before /:id.
  routes.get('/all', requireAuth(ctx), (c) => {
    const users = userDirectory(state())
    const groups: OrdersByStatus = { pending: [], active: [], completed: [], cancelled: [] }
    for (const order of ordersOf(state(), caller(c).user)) {
      groups[order.status].push(orderView(order, users, { masked: false }))
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
    const orders = ordersOf(state(), caller(c).user).filter(
      (order) => order.status !== 'pending' && order.status !== 'cancelled',
    )
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
    remember?: (status: number, body: CreateOrderResponse) => void,
  ): Promise<Response> {
    const checked = await validateOrderForm(raw, ctx.now())
    if (!checked.ok) throw validationFailed(checked.issues)
    const form = checked.value
    if (sameEmail(form.receiverEmail, user.email)) {
      throw new ApiError(400, MESSAGES.ownEmail)
    }
    const imageIds: string[] = []
    for (const { file } of form.images) {
      const id = randomUUID()
      await ctx.images.save(id, new Uint8Array(await file.arrayBuffer()))
      imageIds.push(id)
    }
    if (imageIds.length > 0) ctx.images.sync()
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
    form.images.forEach(({ file, type }, index) => {
      state().images.push({
        id: imageIds[index] ?? '',
        public_id: order.public_id,
        name: file.name,
        type,
        size: file.size,
      })
    })
    let body: CreateOrderResponse
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
    let body: AcceptResponse
    if (order.initiator_role === 'seller') {
      // The receiver is the buyer: the order waits for their payment.
      const payment = openPayment(state(), ctx.now().toISOString(), order, user, 'accept')
      body = {
        message: 'Complete the payment to accept this order',
        access_code: payment.access_code,
      }
    } else {
      if (!order.funded) throw new ApiError(400, 'The buyer has not paid into escrow yet')
      activateOrder(order, ctx.now().toISOString())
      body = { message: 'Order accepted' }
    }
    ctx.store.commit()
    return c.json(body)
  })

  routes.get('/:id/cancel', requireAuth(ctx), (c) => {
    const order = orderOr404(c.req.param('id'))
    if (!isParty(order, caller(c).user))
      throw new ApiError(403, 'You are not a party to this order')
    assertPending(order)
    declineOrder(state(), liveMoment(ctx), order)
    ctx.store.commit()
    return c.json({ message: 'Order declined' })
  })

  return routes
}
