/** Sandbox-only test controls under /__sandbox (never logged, delayed or failed themselves). */
import { Hono } from 'hono'
import * as v from 'valibot'
import { addBulkTransactions, MAX_BULK_TRANSACTIONS } from '../bulk-transactions'
import { MAX_CLOCK_ADVANCE_SECONDS } from '../clock'
import { DisputeResolution } from '../../contract/disputes'
import { evidenceLink, liveMoment, type SandboxContext, type SandboxEnv } from '../context'
import { DISPUTE_DETAILS, disputeView, findDispute, resolveDispute } from '../disputes'
import { ApiError } from '../errors'
import { MAILBOX_HEADERS, mailboxPage } from '../mailbox-page'
import { announceEvents, mailView } from '../notifications'
import { readJsonObject, parseWith } from '../request-body'
import { controlGuard } from '../sandbox-guard'
import { SEED_VARIANTS } from '../seed'
import type { FailureRule } from '../traffic-controls'

export const MAX_BULK_ORDERS = 100_000

const CONTROL_PATHS = [
  '/reset',
  '/config',
  '/failures',
  '/expire-tokens',
  '/requests',
  '/clock',
  '/withdrawals/settle',
  '/mail',
  '/mailbox',
] as const

const ResetRequest = v.object({
  bulk_orders: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_BULK_ORDERS)),
  ),
  /** Extra wallet transactions for the seller demo account (src/server/bulk-transactions.ts). */
  bulk_transactions: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_BULK_TRANSACTIONS)),
  ),
  /** 'hostile': the demo seed plus hostile texts (HTML, script, RTL, 10,000 characters), for tests. */
  seed: v.optional(v.picklist(SEED_VARIANTS)),
})

/** Moves the sandbox clock forward (never back: a reset puts it back on time). */
const ClockRequest = v.object({
  advance_seconds: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1),
    v.maxValue(MAX_CLOCK_ADVANCE_SECONDS),
  ),
})

/** Support's decision on a dispute (lifecycle spec §3). */
const ResolveRequest = v.object({ resolution: DisputeResolution })

const ConfigRequest = v.object({
  latency_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  access_ttl_seconds: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30 * 24 * 3600)),
  ),
})

const FailureRequest = v.object({
  method: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]+$/, 'Expected an HTTP method'))),
  path: v.pipe(v.string(), v.regex(/^\//, 'Expected a path starting with /')),
  status: v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599)),
  body: v.optional(v.unknown()),
  raw: v.optional(v.string()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

/** `raw` (or a string `body`, or `body: {raw}`) is sent as is, e.g. to send malformed JSON. */
function failureBody(request: v.InferOutput<typeof FailureRequest>): FailureRule['body'] {
  const { body, raw } = request
  if (raw !== undefined) return { raw }
  if (typeof body === 'string') return { raw: body }
  if (
    body &&
    typeof body === 'object' &&
    Object.keys(body).length === 1 &&
    typeof (body as { raw?: unknown }).raw === 'string'
  ) {
    return { raw: (body as { raw: string }).raw }
  }
  return { json: body === undefined ? { detail: 'Injected failure' } : body }
}

function failureView(rule: FailureRule) {
  return {
    method: rule.method,
    path: rule.path,
    status: rule.status,
    remaining: rule.remaining,
    body: 'raw' in rule.body ? rule.body.raw : rule.body.json,
  }
}

export function controlRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const { controls } = ctx
  // Exact paths: this router is mounted at /__sandbox, next to the checkout stand-in and images.
  const guard = controlGuard()
  for (const path of CONTROL_PATHS) routes.use(path, guard)
  routes.use('/disputes/:id/resolve', guard)
  const config = () => ({
    latency_ms: controls.latencyMs,
    access_ttl_seconds: controls.accessTtlSeconds,
  })

  routes.post('/reset', async (c) => {
    const request = parseWith(ResetRequest, await readJsonObject(c.req.raw, { optional: true }))
    await ctx.reset({ bulkOrders: request.bulk_orders ?? 0, seed: request.seed })
    const bulkTransactions = addBulkTransactions(
      ctx.store.state,
      request.bulk_transactions ?? 0,
      ctx.now(),
    )
    if (bulkTransactions > 0) ctx.store.commit()
    return c.json({
      message: 'Sandbox reset',
      bulk_orders: request.bulk_orders ?? 0,
      bulk_transactions: bulkTransactions,
      seed: request.seed ?? 'demo',
    })
  })

  const clockView = () => ({
    now: ctx.now().toISOString(),
    offset_seconds: Math.floor(ctx.clock.offsetMs() / 1000),
  })
  routes.get('/clock', (c) => c.json(clockView()))
  routes.post('/clock', async (c) => {
    const request = parseWith(ClockRequest, await readJsonObject(c.req.raw))
    ctx.clock.advance(request.advance_seconds)
    ctx.store.commit()
    // Orders whose inspection period ended in the skipped time are released now.
    return c.json({ ...clockView(), released: ctx.settle() })
  })

  // Support resolves a dispute: release (seller paid, order completed) or refund (buyer's wallet
  // gets the price, order cancelled with refunded_at); a second resolve gets 400.
  routes.post('/disputes/:id/resolve', async (c) => {
    const request = parseWith(ResolveRequest, await readJsonObject(c.req.raw))
    const dispute = findDispute(ctx.store.state, c.req.param('id'))
    if (!dispute) throw new ApiError(404, DISPUTE_DETAILS.notFound)
    const moment = liveMoment(ctx)
    const order = resolveDispute(ctx.store.state, moment, dispute, request.resolution)
    // The two parties are told by the resolution (the `resolved` event on).
    announceEvents(
      ctx.store.state,
      moment.ids,
      order,
      order.events.findLastIndex((event) => event.type === 'resolved'),
    )
    ctx.store.commit()
    return c.json(disputeView(ctx.store.state, dispute, evidenceLink(ctx)))
  })

  // Every pending withdrawal's transfer settles now (they settle by themselves a few seconds on).
  routes.post('/withdrawals/settle', (c) => c.json({ settled: ctx.settleWithdrawalsNow() }))

  // Every e-mail the sandbox would have sent, newest first, links on the origin asked on; reset
  // links as sent while this sandbox runs (the state file has them hidden, mail-links.ts).
  const outbox = () => ctx.mailLinks.reveal(ctx.store.state.mail)
  routes.get('/mail', (c) => c.json(mailView(outbox(), new URL(c.req.url).origin)))
  // The same outbox as a page for a browser (src/server/mailbox-page.ts): escaped, links clickable.
  routes.get('/mailbox', (c) =>
    c.body(mailboxPage(outbox(), new URL(c.req.url).origin), 200, MAILBOX_HEADERS),
  )
  routes.delete('/mail', (c) => {
    ctx.mailLinks.clear()
    ctx.store.state.mail = []
    ctx.store.commit()
    return c.json({ message: 'Mail cleared' })
  })

  routes.get('/config', (c) => c.json(config()))
  routes.post('/config', async (c) => {
    const request = parseWith(ConfigRequest, await readJsonObject(c.req.raw))
    if (request.latency_ms !== undefined) controls.latencyMs = request.latency_ms
    if (request.access_ttl_seconds !== undefined)
      controls.accessTtlSeconds = request.access_ttl_seconds
    return c.json(config())
  })

  routes.get('/failures', (c) => c.json(controls.failures.map(failureView)))
  routes.post('/failures', async (c) => {
    const request = parseWith(FailureRequest, await readJsonObject(c.req.raw))
    const rule = controls.addFailure({
      method: request.method ? request.method.toUpperCase() : null,
      path: request.path,
      status: request.status,
      body: failureBody(request),
      remaining: request.times ?? 1,
    })
    return c.json(failureView(rule), 201)
  })
  routes.delete('/failures', (c) => {
    controls.failures = []
    return c.json({ message: 'Failures cleared' })
  })

  routes.post('/expire-tokens', (c) => {
    ctx.store.state.access_generation += 1
    ctx.store.commit()
    return c.json({ message: 'Every access token issued so far is now invalid' })
  })

  routes.get('/requests', (c) => c.json(controls.log))
  routes.delete('/requests', (c) => {
    controls.log = []
    return c.json({ message: 'Request log cleared' })
  })

  return routes
}
