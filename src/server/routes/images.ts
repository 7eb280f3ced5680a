/**
 * Uploaded images under /__sandbox/images/{id}, served so they can never run as a page. An
 * order's images as before (the order's URL, cached privately for an hour); a dispute's evidence
 * only with a valid, unexpired signature (images.ts `EvidenceUrls`) and never cached; a bad or
 * expired signature is the same 404 as an unknown image.
 */
import { Hono } from 'hono'
import type { SandboxContext, SandboxEnv } from '../context'
import { ApiError } from '../errors'
import { isEvidence } from '../images'

export function imageRoutes(ctx: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>()
  routes.get('/:id', async (c) => {
    const id = c.req.param('id')
    const record = ctx.store.state.images.find((image) => image.id === id)
    const evidence = record !== undefined && isEvidence(record)
    const allowed =
      record !== undefined &&
      (!evidence ||
        ctx.evidenceUrls.verify(id, c.req.query('expires'), c.req.query('sig'), ctx.now()))
    const bytes = allowed ? await ctx.images.load(id) : null
    if (!record || !bytes) throw new ApiError(404, 'Image not found')
    return c.body(bytes, 200, {
      'Content-Type': record.type,
      'Content-Length': String(bytes.byteLength),
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': evidence ? 'no-store' : 'private, max-age=3600',
    })
  })
  return routes
}
