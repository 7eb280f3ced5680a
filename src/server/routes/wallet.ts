/** /trnx: the caller's wallet transactions, newest first. */
import { Hono } from 'hono'
import { caller, requireAuth } from '../auth-middleware'
import type { SandboxContext, SandboxEnv } from '../context'
import { transactionsOf, transactionView } from '../wallet'

export function walletRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/', requireAuth(ctx), (c) =>
    c.json(transactionsOf(ctx.store.state, caller(c).user.id).map(transactionView)),
  )
  return routes
}
