/** Uploaded order images under /__sandbox/images/{id}, served so they can never run as a page. */
import { Hono } from 'hono'
import type { SandboxContext, SandboxEnv } from '../context'
import { ApiError } from '../errors'

export function imageRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/:id', async (c) => {
    const id = c.req.param('id')
    const record = ctx.store.state.images.find((image) => image.id === id)
    const bytes = record ? await ctx.images.load(id) : null
    if (!record || !bytes) throw new ApiError(404, 'Image not found')
    return c.body(bytes, 200, {
      'Content-Type': record.type,
      'Content-Length': String(bytes.byteLength),
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    })
  })
  return routes
}
