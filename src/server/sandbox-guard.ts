/**
 * Guards for the sandbox-only endpoints (/api/v1/__sandbox): a web page on another site must not
 * be able to reset the data, inject failures or read the request log of a sandbox running on the
 * developer's machine.
 *
 * - A foreign `Origin` (another host, or the opaque "null") gets 403. Browsers send `Origin` on
 *   every cross-origin POST/DELETE; curl and test runners send none and are let through.
 * - A POST to a test control must say `Content-Type: application/json`, even with an empty body
 *   (415 otherwise). No browser can send that cross-site without a CORS preflight, which the
 *   sandbox never grants. A DELETE (never a "simple" request) needs no body; if it says a content
 *   type, it must be JSON too.
 */
import type { MiddlewareHandler } from 'hono'
import { ApiError } from './errors'
import type { SandboxEnv } from './context'

export const FOREIGN_ORIGIN_DETAIL = 'Cross-origin requests to /api/v1/__sandbox are refused'
export const JSON_ONLY_DETAIL = 'The sandbox controls accept only Content-Type: application/json'

const JSON_TYPE = /^application\/json\s*(?:;|$)/i

/** True when `origin` names a page other than the host this request was sent to. */
export function isForeignOrigin(origin: string | undefined, requestUrl: string): boolean {
  if (origin === undefined) return false
  try {
    const page = new URL(origin)
    if (page.protocol !== 'http:' && page.protocol !== 'https:') return true
    return page.host.toLowerCase() !== new URL(requestUrl).host.toLowerCase()
  } catch {
    // "null" (sandboxed frames, file: pages, some redirects) or garbage.
    return true
  }
}

/** Refuses requests from another site's pages (checkout stand-in and test controls alike). */
export function sameOriginOnly(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (isForeignOrigin(c.req.header('Origin'), c.req.url)) {
      throw new ApiError(403, FOREIGN_ORIGIN_DETAIL)
    }
    await next()
  }
}

/** The test controls: same origin only, and JSON bodies only. */
export function controlGuard(): MiddlewareHandler<SandboxEnv> {
  const sameOrigin = sameOriginOnly()
  return (c, next) =>
    sameOrigin(c, async () => {
      const type = c.req.header('Content-Type')
      const method = c.req.method
      const needsJson = method === 'POST' || (method !== 'GET' && type !== undefined)
      if (needsJson && !JSON_TYPE.test(type ?? '')) throw new ApiError(415, JSON_ONLY_DETAIL)
      await next()
    })
}
