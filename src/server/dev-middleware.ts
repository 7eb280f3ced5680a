/**
 * For the Vite dev server (.config/vite-plugins/sandbox-api.ts loads this through ssrLoadModule): /api/v1/* goes to the
 * sandbox with the persisted data directory, everything else to Vite.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createSandbox, type Sandbox } from './app'
import { defaultDataDir, strictFromEnv, ttlFromEnv } from './data-dir'
import { allowedHostsFromEnv, hostAllowedFor, refuseHost } from './host-check'

/**
 * One sandbox per data folder and process: Vite restarts its server in the same process (a config
 * change) and loads this module afresh, while the sandbox holds the folder's lock (store.ts).
 */
const devSandboxes: Map<string, Promise<Sandbox>> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('escrow-sandbox.dev-sandboxes')
] ??= new Map<string, Promise<Sandbox>>()) as Map<string, Promise<Sandbox>>

function devSandbox(dataDir: string): Promise<Sandbox> {
  let sandbox = devSandboxes.get(dataDir)
  if (!sandbox) {
    sandbox = createSandbox({ dataDir, accessTtlSeconds: ttlFromEnv(), strict: strictFromEnv() })
    devSandboxes.set(dataDir, sandbox)
    sandbox.catch(() => devSandboxes.delete(dataDir))
    // Every change is on disk when answered; this only releases the folder's lock.
    process.once('beforeExit', () => void sandbox?.then((opened) => opened.close()))
  }
  return sandbox
}

export async function createDevMiddleware(): Promise<
  (req: IncomingMessage, res: ServerResponse, next: () => void) => void
> {
  const sandbox = await devSandbox(defaultDataDir())
  const listener = getRequestListener(sandbox.app.fetch)
  const allowedHosts = allowedHostsFromEnv()
  console.log(
    `[sandbox] API at /api/v1, data in ${sandbox.dataDir ?? 'memory'}${sandbox.strict ? ', strict mode (SANDBOX_STRICT)' : ''}`,
  )
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
