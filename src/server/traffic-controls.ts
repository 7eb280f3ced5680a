/**
 * Test controls that shape the API's traffic: added latency, injected failures, the access-token
 * lifetime and the request log. Requests to the sandbox-only endpoints are never affected or logged.
 */
import type { MiddlewareHandler } from 'hono'
import { SANDBOX_PREFIX } from '../contract/sandbox'
import { jsonResponse } from './errors'

export const API_PREFIX = '/api/v1'
const MAX_LOG_ENTRIES = 10_000
const BODYLESS_STATUSES = new Set([101, 204, 205, 304])

export interface FailureRule {
  /** Upper-case method, or null for any. */
  method: string | null
  /** Path after /api/v1; a trailing `*` matches as a prefix. */
  path: string
  status: number
  body: { json: unknown } | { raw: string }
  remaining: number
}

export interface RequestLogEntry {
  method: string
  path: string
  status: number
  auth: boolean
  at: string
}

/** "/api/v1/auth/me" → "/auth/me" */
export function pathAfterApiPrefix(path: string): string {
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) || '/' : path
}

export function isSandboxOnlyPath(path: string): boolean {
  const rest = pathAfterApiPrefix(path)
  return rest === SANDBOX_PREFIX || rest.startsWith(`${SANDBOX_PREFIX}/`)
}

function matches(rule: FailureRule, method: string, path: string): boolean {
  if (rule.remaining <= 0) return false
  if (rule.method && rule.method !== method.toUpperCase()) return false
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path
}

function failureResponse(rule: FailureRule): Response {
  if (BODYLESS_STATUSES.has(rule.status)) return new Response(null, { status: rule.status })
  if ('raw' in rule.body) {
    return new Response(rule.body.raw, {
      status: rule.status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return jsonResponse(rule.status, rule.body.json)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class TrafficControls {
  latencyMs = 0
  accessTtlSeconds: number
  failures: FailureRule[] = []
  log: RequestLogEntry[] = []

  constructor(
    private readonly defaultAccessTtlSeconds: number,
    private readonly now: () => Date,
  ) {
    this.accessTtlSeconds = defaultAccessTtlSeconds
  }

  clear(): void {
    this.latencyMs = 0
    this.accessTtlSeconds = this.defaultAccessTtlSeconds
    this.failures = []
    this.log = []
  }

  addFailure(rule: Omit<FailureRule, 'path'> & { path: string }): FailureRule {
    const added = { ...rule, path: pathAfterApiPrefix(rule.path) }
    this.failures.push(added)
    return added
  }

  /** Consumes one use of the first failure rule matching the request, if any. */
  private takeFailure(method: string, path: string): FailureRule | undefined {
    const rule = this.failures.find((candidate) => matches(candidate, method, path))
    if (!rule) return undefined
    rule.remaining -= 1
    this.failures = this.failures.filter((candidate) => candidate.remaining > 0)
    return rule
  }

  private record(entry: RequestLogEntry): void {
    this.log.push(entry)
    if (this.log.length > MAX_LOG_ENTRIES) this.log.splice(0, this.log.length - MAX_LOG_ENTRIES)
  }

  /** Wraps every /api/v1 request except the sandbox-only ones. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (isSandboxOnlyPath(c.req.path)) return next()
      const path = pathAfterApiPrefix(c.req.path)
      if (this.latencyMs > 0) await sleep(this.latencyMs)
      const failure = this.takeFailure(c.req.method, path)
      const response = failure ? failureResponse(failure) : undefined
      if (!response) await next()
      this.record({
        method: c.req.method,
        path,
        status: (response ?? c.res).status,
        auth: /^Bearer\s+\S/i.test(c.req.header('Authorization') ?? ''),
        at: this.now().toISOString(),
      })
      return response
    }
  }
}
