/**
 * DNS rebinding protection: a request is served only when its `Host` names this server.
 *
 * A page on evil.example can make its own name resolve to 127.0.0.1 after it has loaded; its
 * requests then reach the sandbox as same-origin requests (Origin and Host both evil.example), so
 * the Origin check of the test controls lets them in. The browser still sends `Host:
 * evil.example:<port>`, which is what is checked here, for the API, the test controls and the
 * static files alike.
 *
 * Allowed: `localhost`, `127.0.0.1` and `[::1]`, and the address the connection came in on (a
 * server listening on 0.0.0.0 reached as http://192.168.1.20:5173), each with the listening port;
 * and the names in SANDBOX_ALLOWED_HOSTS (comma-separated; `name` on any port, `name:port` on that
 * port only). Anything else gets 403 `{"detail": HOST_REFUSED_DETAIL}`.
 */
import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { API_SECURITY_HEADERS } from './security-headers'

export const HOST_REFUSED_DETAIL =
  'Requests for this host name are refused (DNS rebinding protection). Open the sandbox as ' +
  'http://localhost:<port>, or add the name to SANDBOX_ALLOWED_HOSTS.'

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1'])

/** `[v6]`, a name or an IPv4 address, then an optional port: nothing else is a Host. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i

interface HostName {
  /** Lower case, IPv6 without brackets. */
  name: string
  port: number | null
}

function parseHost(value: string): HostName | null {
  const match = HOST_HEADER.exec(value.trim())
  if (!match) return null
  const [, rawName = '', rawPort] = match
  const name = rawName.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  const port = rawPort === undefined ? null : Number(rawPort)
  if (port !== null && port > 65_535) return null
  return { name, port }
}

/** The entries of SANDBOX_ALLOWED_HOSTS. */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.SANDBOX_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
function plainAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
}

export interface LocalEnd {
  /** The address and port the connection came in on (`req.socket.localAddress/localPort`). */
  address?: string
  port?: number
}

export function isAllowedHost(
  hostHeader: string | undefined,
  local: LocalEnd,
  allowedHosts: readonly string[] = [],
): boolean {
  if (hostHeader === undefined) return false
  const host = parseHost(hostHeader)
  if (!host) return false
  for (const entry of allowedHosts) {
    const allowed = parseHost(entry)
    if (allowed?.name === host.name && (allowed.port === null || allowed.port === host.port)) {
      return true
    }
  }
  const sentPort = host.port ?? 80
  if (local.port !== undefined && sentPort !== local.port) return false
  if (LOOPBACK_NAMES.has(host.name)) return true
  return (
    local.address !== undefined &&
    isIP(host.name) !== 0 &&
    plainAddress(host.name) === plainAddress(local.address)
  )
}

/** Whether a Node request may be served (its Host names this server). */
export function hostAllowedFor(req: IncomingMessage, allowedHosts: readonly string[]): boolean {
  return isAllowedHost(
    req.headers.host,
    { address: req.socket.localAddress, port: req.socket.localPort },
    allowedHosts,
  )
}

/** The 403 for a foreign Host. */
export function refuseHost(res: ServerResponse): void {
  const body = JSON.stringify({ detail: HOST_REFUSED_DETAIL })
  res.writeHead(403, {
    ...API_SECURITY_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
}
