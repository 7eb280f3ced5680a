/**
 * For the Vite dev server (vite.config.ts loads this through ssrLoadModule): /api/v1/* goes to the
 * sandbox with the persisted data directory, everything else to Vite.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createSandbox } from './app'
import { defaultDataDir, ttlFromEnv } from './data-dir'
import { allowedHostsFromEnv, hostAllowedFor, refuseHost } from './host-check'

export async function createDevMiddleware(): Promise<
  (req: IncomingMessage, res: ServerResponse, next: () => void) => void
> {
  const sandbox = await createSandbox({ dataDir: defaultDataDir(), accessTtlSeconds: ttlFromEnv() })
  const listener = getRequestListener(sandbox.app.fetch)
  const allowedHosts = allowedHostsFromEnv()
  // Changes are saved within 50 ms; a last save when the dev server winds down.
  process.once('beforeExit', () => void sandbox.close())
  console.log(`[sandbox] API at /api/v1, data in ${sandbox.dataDir ?? 'memory'}`)
  return (req, res, next) => {
    const path = req.url ?? '/'
    if (path === '/api/v1' || path.startsWith('/api/v1/') || path.startsWith('/api/v1?')) {
      // Vite refuses foreign names itself (server.allowedHosts) but lets any IP address in; the
      // API takes only the address the connection came in on (host-check.ts).
      if (hostAllowedFor(req, allowedHosts)) void listener(req, res)
      else refuseHost(res)
    } else {
      next()
    }
  }
}
