/** One HTTP server for the sandbox API (/api/...) and, optionally, the built app (SPA). */
import { createServer, type Server } from 'node:http'
import { isIP, type AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createSandbox, type Sandbox } from './app'
import { allowedHostsFromEnv, hostAllowedFor, refuseHost } from './host-check'
import { createStaticHandler } from './static-files'

export interface SandboxServerOptions {
  /** 0 picks a free port. Default 0. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** The Vite build (dist/) to serve next to the API; null or absent serves the API only. */
  staticDir?: string | null
  dataDir?: string | null
  accessTtlSeconds?: number
  bulkOrders?: number
  /**
   * Host names served besides localhost, 127.0.0.1, [::1] and the address a connection came in
   * on (host-check.ts). Default: SANDBOX_ALLOWED_HOSTS.
   */
  allowedHosts?: readonly string[]
  /** When the port is taken, listen on a free one instead of failing. */
  fallbackToFreePort?: boolean
  /**
   * Answer as a strict provider (strict-mode.ts): only the fields the contracts name, FastAPI's
   * `{detail}` where they name no body, money as Decimal strings, naive UTC times. Default false;
   * `npm start` / `npm run serve` take SANDBOX_STRICT=1.
   */
  strict?: boolean
  now?: () => Date
}

export interface SandboxServer {
  url: string
  port: number
  sandbox: Sandbox
  close(): Promise<void>
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}

/** HOST given as a name (not an address) is a name this server answers to. */
function namedHost(host: string): string[] {
  return isIP(host) === 0 ? [host] : []
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening)
      reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve()
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, host)
  })
}

export async function startSandboxServer(
  options: SandboxServerOptions = {},
): Promise<SandboxServer> {
  const host = options.host ?? '127.0.0.1'
  const sandbox = await createSandbox({
    dataDir: options.dataDir,
    accessTtlSeconds: options.accessTtlSeconds,
    bulkOrders: options.bulkOrders,
    now: options.now,
    strict: options.strict,
  })
  const serveStatic = options.staticDir ? createStaticHandler(options.staticDir) : null
  const notFound = () =>
    new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

  const listener = getRequestListener((request) => {
    const { pathname } = new URL(request.url)
    // The API sets its own security headers (app.ts).
    if (isApiPath(pathname)) return sandbox.app.fetch(request)
    return serveStatic ? serveStatic(request) : notFound()
  })
  const allowedHosts = [...(options.allowedHosts ?? allowedHostsFromEnv()), ...namedHost(host)]
  const server = createServer((req, res) => {
    // Before anything else (API, test controls, static files): DNS rebinding protection.
    if (!hostAllowedFor(req, allowedHosts)) {
      refuseHost(res)
      return
    }
    void listener(req, res)
  })

  try {
    await listen(server, options.port ?? 0, host)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !options.fallbackToFreePort) {
      await sandbox.close()
      throw error
    }
    await listen(server, 0, host)
  }

  const { port } = server.address() as AddressInfo
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  let closing: Promise<void> | undefined
  return {
    url: `http://${shownHost}:${port}`,
    port,
    sandbox,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }).then(() => sandbox.close())
      return closing
    },
  }
}
