/** /notifications (lifecycle spec §5): the caller's, newest first; read one, read all. */
import { Hono } from 'hono'
import type { MessageBody } from '../../contract/common'
import { caller, requireAuth } from '../auth-middleware'
import type { SandboxContext, SandboxEnv } from '../context'
import { ApiError } from '../errors'
import { notificationsOf, notificationView } from '../notifications'

export function notificationRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  const state = () => ctx.store.state

  routes.get('/', requireAuth(ctx), (c) =>
    c.json(notificationsOf(state(), caller(c).user.id).map(notificationView)),
  )

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
    if (!record) throw new ApiError(404, 'Notification not found')
    record.read = true
    ctx.store.commit()
    return c.json(notificationView(record))
  })

  return routes
}
