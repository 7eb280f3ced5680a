/**
 * /disputes (lifecycle spec §3): raise (multipart, images checked by content), list, one dispute
 * with its messages, and replies. Resolution is support's: a test control (routes/controls.ts).
 */
import { Hono } from 'hono'
import { MAX_MESSAGES_PER_MINUTE, TOO_MANY_MESSAGES_DETAIL } from '../../contract/disputes'
import { caller, requireAuth } from '../auth-middleware'
import { evidenceLink, liveMoment, type SandboxContext, type SandboxEnv } from '../context'
import {
  addDisputeMessage,
  assertDisputable,
  DISPUTE_DETAILS,
  disputesOf,
  disputeView,
  findDispute,
  newDisputeId,
  raiseDispute,
} from '../disputes'
import { ApiError, jsonResponse, validationFailed } from '../errors'
import { announceEvents, announceMessage } from '../notifications'
import { saveUploads, uploadRecords } from '../images'
import { findOrder, isBuyer, isParty } from '../orders'
import type { DisputeRecord, UserRecord } from '../records'
import { readForm, readJsonObject } from '../request-body'
import { validateDisputeForm, validateDisputeMessage } from '../validation'
import { secureIds } from '../random'

const MINUTE_MS = 60_000

/**
 * At most MAX_MESSAGES_PER_MINUTE messages per user and dispute in any minute (on the sandbox
 * clock, counted from the thread itself): 429 `{detail}` with Retry-After beyond that.
 */
function assertMessageRate(dispute: DisputeRecord, userId: number, now: number): void {
  const recent = dispute.messages
    .filter((message) => message.user_id === userId)
    .map((message) => Date.parse(message.created_at))
    .filter((at) => now - at < MINUTE_MS)
  if (recent.length < MAX_MESSAGES_PER_MINUTE) return
  const oldest = Math.min(...recent)
  throw new ApiError(429, TOO_MANY_MESSAGES_DETAIL, {
    'Retry-After': String(Math.max(1, Math.ceil((oldest + MINUTE_MS - now) / 1000))),
  })
}

export function disputeRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const state = () => ctx.store.state

  /** The dispute when the caller is a party of its order; 404 alike for unknown and foreign. */
  function disputeOf(id: string, user: UserRecord): DisputeRecord {
    const dispute = findDispute(state(), id)
    const order = dispute ? findOrder(state(), dispute.public_id) : undefined
    if (!dispute || !order || !isParty(order, user))
      throw new ApiError(404, DISPUTE_DETAILS.notFound)
    return dispute
  }

  routes.post('/', requireAuth(ctx), async (c) => {
    const { user } = caller(c)
    const checked = await validateDisputeForm(await readForm(c.req.raw))
    if (!checked.ok) throw validationFailed(checked.issues)
    const { escrowId, reason, images } = checked.value
    const lookup = () => {
      const order = findOrder(state(), escrowId)
      if (!order) throw new ApiError(404, 'Escrow not found')
      return { order, role: assertDisputable(order, user, ctx.now()) }
    }
    // Refused before any image is written; checked again below, after the awaits.
    lookup()
    const imageIds = await saveUploads(ctx.images, images)
    // One synchronous step from the check to the record: of two raises at once, one wins (409).
    // The clock is caught up with first, at the time the dispute is recorded: an upload that
    // began before the inspection period ended and finished after it finds the order released
    // (400 'Order is not active'), so it never freezes money that was due to the seller.
    // (Bytes of a raise refused here stay unnamed on disk and are never served, as for create.)
    ctx.settle()
    const { order, role } = lookup()
    const at = ctx.now().toISOString()
    const mark = order.events.length
    const dispute = raiseDispute(state(), at, {
      id: newDisputeId(state(), () => secureIds.publicId()),
      order,
      raisedBy: role,
      raisedById: user.id,
      reason,
      imageIds,
    })
    announceEvents(state(), secureIds, order, mark)
    state().images.push(...uploadRecords(dispute.id, images, imageIds))
    ctx.store.commit()
    return jsonResponse(201, disputeView(state(), dispute, evidenceLink(ctx)))
  })

  routes.get('/', requireAuth(ctx), (c) =>
    c.json(
      disputesOf(state(), caller(c).user).map((dispute) =>
        disputeView(state(), dispute, evidenceLink(ctx)),
      ),
    ),
  )

  routes.get('/:id', requireAuth(ctx), (c) =>
    c.json(disputeView(state(), disputeOf(c.req.param('id'), caller(c).user), evidenceLink(ctx))),
  )

  routes.post('/:id/messages', requireAuth(ctx), async (c) => {
    const { user } = caller(c)
    const checked = validateDisputeMessage(await readJsonObject(c.req.raw))
    if (!checked.ok) throw validationFailed(checked.issues)
    const dispute = disputeOf(c.req.param('id'), user)
    const order = findOrder(state(), dispute.public_id)
    const moment = liveMoment(ctx)
    assertMessageRate(dispute, user.id, Date.parse(moment.at))
    addDisputeMessage(dispute, {
      id: moment.ids.uuid(),
      author: order && isBuyer(order, user) ? 'buyer' : 'seller',
      userId: user.id,
      body: checked.value,
      at: moment.at,
    })
    if (order) announceMessage(state(), moment.ids, order, dispute, user.id, moment.at)
    ctx.store.commit()
    return jsonResponse(201, disputeView(state(), dispute, evidenceLink(ctx)))
  })

  return routes
}
