/** The card checkout stand-in under /__sandbox/payments/{access_code}: no auth, the code is the secret. */
import { Hono } from 'hono'
import { liveMoment, type SandboxContext, type SandboxEnv } from '../context'
import { cancelPayment, completePayment, findPayment, paymentView } from '../payments'
import { sameOriginOnly } from '../sandbox-guard'
import { announceEvents } from '../notifications'
import { findOrder } from '../orders'

export function paymentRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const state = () => ctx.store.state
  // The app calls these from its own origin (POSTs without a body); other sites may not.
  routes.use('*', sameOriginOnly())

  routes.get('/:code', (c) =>
    c.json(paymentView(state(), findPayment(state(), c.req.param('code')))),
  )

  routes.post('/:code/complete', (c) => {
    const payment = findPayment(state(), c.req.param('code'))
    const order = payment.kind === 'fund' ? undefined : findOrder(state(), payment.public_id)
    const mark = order?.events.length ?? 0
    const moment = liveMoment(ctx)
    completePayment(state(), moment, payment)
    if (order) announceEvents(state(), moment.ids, order, mark)
    ctx.store.commit()
    return c.json(paymentView(state(), payment))
  })

  routes.post('/:code/cancel', (c) => {
    const payment = findPayment(state(), c.req.param('code'))
    cancelPayment(payment, ctx.now().toISOString())
    ctx.store.commit()
    return c.json(paymentView(state(), payment))
  })

  return routes
}
