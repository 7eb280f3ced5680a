/**
 * The fault table of the fault tests: every way a provider answer can go wrong, served through a
 * stub of `fetch` only, so the app's real ky client (src/lib/http.ts), its error mapping
 * (src/lib/api-error.ts) and the real query and mutation functions turn each into what the user
 * sees.
 */
import { vi } from 'vitest'

export const SERVER_DETAIL = 'The database is not answering'

const GATEWAY_PAGE = '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>'

export interface Fault {
  name: string
  /** The server's readable detail, which screens show instead of their fallback; else null. */
  detail: string | null
  /** The answer to one request; throws (as fetch does) for a refused connection. */
  answer: () => Response
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function html(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html' } })
}

/** The bodies of one endpoint that are well-formed JSON but not its contract. */
export interface WrongShapes {
  /** The fields are there, with the wrong types. */
  wrongTypes: unknown
  /** Required fields are missing (null for a contract without required fields). */
  missingFields: unknown
  /** A list where the contract has an object, or an object where it has a list. */
  wrongKind: unknown
}

/**
 * The faults one endpoint meets: a 500 with a detail, a 502 gateway page, a refused connection, an
 * HTML page with 200, and JSON of the wrong types, with missing fields, of the wrong kind. `shapes`
 * null: the contract names no success body, so any JSON answer with a 2xx is a success, not a fault.
 */
export function faultsOf(shapes: WrongShapes | null): Fault[] {
  const faults: Fault[] = [
    {
      name: '500 with a detail',
      detail: SERVER_DETAIL,
      answer: () => json(500, { detail: SERVER_DETAIL }),
    },
    { name: '502 with an HTML gateway page', detail: null, answer: () => html(502, GATEWAY_PAGE) },
    {
      name: 'a refused connection',
      detail: null,
      answer: () => {
        throw new TypeError('Failed to fetch')
      },
    },
    { name: 'HTML with 200', detail: null, answer: () => html(200, GATEWAY_PAGE) },
  ]
  if (shapes === null) return faults
  faults.push({
    name: 'JSON of the wrong types',
    detail: null,
    answer: () => json(200, shapes.wrongTypes),
  })
  if (shapes.missingFields !== null) {
    faults.push({
      name: 'JSON with missing fields',
      detail: null,
      answer: () => json(200, shapes.missingFields),
    })
  }
  faults.push({
    name: Array.isArray(shapes.wrongKind)
      ? 'a list where an object is due'
      : 'an object where a list is due',
    detail: null,
    answer: () => json(200, shapes.wrongKind),
  })
  return faults
}

export type Handler = () => Response | Promise<Response>

/**
 * Replaces fetch with a provider that answers `routes` ("METHOD /path" after /api/v1). Any other
 * request goes to the fetch in place before (tests/setup-dom.ts's, which fails the test).
 * `sent(key)` counts the requests to one route.
 */
export function serve(routes: Record<string, Handler>) {
  const calls: string[] = []
  const unexpected = globalThis.fetch
  globalThis.fetch = vi.fn<typeof fetch>((input, init) => {
    const request = new Request(input, init)
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, '')}`
    const handler = routes[key]
    if (!handler) return unexpected(input, init)
    calls.push(key)
    try {
      return Promise.resolve(handler())
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
  return { sent: (key: string) => calls.filter((call) => call === key).length }
}

/**
 * `handler` answered after `ms`, so a double click's second click lands while the first request
 * is still in flight (as a user's would on a real network).
 */
export function inFlight(handler: Handler, ms = 40): Handler {
  return () =>
    new Promise<Response>((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(handler())
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      }, ms)
    })
}

/** A route that answers 200 with `body`. */
export const ok =
  (body: unknown): Handler =>
  () =>
    json(200, body)

/** A route whose answer can be switched between a fault and a success mid-test. */
export function switchable(success: Handler) {
  let fault: Fault | null = null
  return {
    handler: (): Response | Promise<Response> => (fault ? fault.answer() : success()),
    fail(next: Fault) {
      fault = next
    },
    heal() {
      fault = null
    },
  }
}
