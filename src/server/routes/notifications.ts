/**
 * /notifications (lifecycle spec §5): the caller's, newest first, a page at a time (our proposal:
 * `?limit=` 1–100, default 50, and `?before=<id>` for the ones older than that one); read one,
 * read all.
 */
import { Hono } from 'hono'
import type { MessageBody } from '../../contract/common'
import { caller, requireAuth } from '../auth-middleware'
import type { SandboxContext, SandboxEnv } from '../context'
import { ApiError, validationFailed } from '../errors'
import {
  DEFAULT_NOTIFICATIONS_PAGE,
  MAX_NOTIFICATIONS_PAGE,
  notificationsPage,
  notificationView,
} from '../notifications'

const NOTIFICATION_NOT_FOUND = 'Notification not found'

/** `?limit=` as FastAPI checks `Query(50, ge=1, le=100)`: 422 at ["query", "limit"]. */
function pageLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_NOTIFICATIONS_PAGE
  const loc = ['query', 'limit']
  const text = raw.trim()
  if (!/^[+-]?\d+$/.test(text))
    throw validationFailed([
      {
        loc,
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        type: 'int_parsing',
      },
    ])
  const limit = Number(text)
  if (limit < 1)
    throw validationFailed([
      { loc, msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal' },
    ])
  if (limit > MAX_NOTIFICATIONS_PAGE)
    throw validationFailed([
      {
        loc,
        msg: `Input should be less than or equal to ${String(MAX_NOTIFICATIONS_PAGE)}`,
        type: 'less_than_equal',
      },
    ])
  return limit
}

export function notificationRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const state = () => ctx.store.state

  routes.get('/', requireAuth(ctx), (c) => {
    const limit = pageLimit(c.req.query('limit'))
    const before = c.req.query('before')
    const page = notificationsPage(state(), caller(c).user.id, { limit, before })
    if (!page) throw new ApiError(404, NOTIFICATION_NOT_FOUND)
    return c.json(page.map(notificationView))
  })

  // Fixed path before /:id.
  routes.post('/read-all', requireAuth(ctx), (c) => {
    const { user } = caller(c)
    for (const record of state().notifications) if (record.user_id === user.id) record.read = true
    ctx.store.commit()
    const body: MessageBody = { message: 'All notifications marked as read' }
    return c.json(body)
  })

  routes.post('/:id/read', requireAuth(ctx), (c) => {
    const { user } = caller(c)
    const record = state().notifications.find(
      (candidate) => candidate.id === c.req.param('id') && candidate.user_id === user.id,
    )
    if (!record) throw new ApiError(404, NOTIFICATION_NOT_FOUND)
    record.read = true
    ctx.store.commit()
    return c.json(notificationView(record))
  })

  return routes
}
