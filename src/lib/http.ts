import ky, { HTTPError, type KyInstance, type Options } from 'ky'
import * as v from 'valibot'
import { ApiError, detailFromBody } from './api-error'
import { apiBaseUrl } from './config'

/** What the authed client needs from the session: the current token, and a way to get a fresh one. */
export interface TokenSource {
  /** The access token to send now, refreshed first when it has already expired. */
  tokenForRequest(): Promise<string | null>
  /** After a 401 for a request sent with `sentToken`: a token worth one retry, or null to give up. */
  tokenAfterUnauthorized(sentToken: string | null): Promise<string | null>
}

const baseOptions = {
  prefixUrl: new URL(apiBaseUrl, window.location.origin).href,
  // Spec §7: no default timeout. React Query owns retries, so the client never retries on its own.
  timeout: false,
  retry: 0,
} satisfies Options

/** For the calls that must never trigger a refresh: login, register, refresh itself. */
export const publicClient: KyInstance = ky.create(baseOptions)

const AUTH_HEADER = 'Authorization'

function bearerOf(request: Request): string | null {
  const header = request.headers.get(AUTH_HEADER)
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}

/**
 * The client for everything else: adds the bearer token and, on a 401, retries once with a token the
 * session vouches for (a refreshed one, or one another request already got). The retried request is
 * marked in its own ky context so a second 401 is final.
 */
export function createAuthedClient(tokens: TokenSource): KyInstance {
  const client: KyInstance = ky.create({
    ...baseOptions,
    hooks: {
      beforeRequest: [
        async (request, options) => {
          if (options.context.retriedAfterUnauthorized) return
          const token = await tokens.tokenForRequest()
          if (token) request.headers.set(AUTH_HEADER, `Bearer ${token}`)
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          if (response.status !== 401 || options.context.retriedAfterUnauthorized) return
          const token = await tokens.tokenAfterUnauthorized(bearerOf(request))
          if (!token) return
          const headers = new Headers(request.headers)
          headers.set(AUTH_HEADER, `Bearer ${token}`)
          return client(new Request(request, { headers }), {
            prefixUrl: '',
            context: { retriedAfterUnauthorized: true },
          })
        },
      ],
    },
  })
  return client
}

/** Sends a request and parses the JSON answer with `schema`; every failure becomes an ApiError. */
export async function requestJson<TSchema extends v.GenericSchema>(
  client: KyInstance,
  schema: TSchema,
  path: string,
  options?: Options,
): Promise<v.InferOutput<TSchema>> {
  const response = await send(client, path, options)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new ApiError(
      'malformed',
      response.status,
      'The server sent a response we could not read.',
    )
  }
  // valibot's object() also takes an array, which passes when every key is optional (the accept
  // answer): a list is never one of the contract's objects.
  const listForObject = schema.type === 'object' && Array.isArray(body)
  const parsed = v.safeParse(schema, body)
  if (listForObject || !parsed.success) {
    console.error(
      'Unexpected response shape',
      path,
      parsed.success ? 'a list' : v.flatten(parsed.issues),
    )
    throw new ApiError('malformed', response.status, 'The server sent an unexpected response.')
  }
  return parsed.output
}

/** Sends a request whose answer body does not matter (e.g. logout). */
export async function requestVoid(
  client: KyInstance,
  path: string,
  options?: Options,
): Promise<void> {
  await send(client, path, options)
}

async function send(client: KyInstance, path: string, options?: Options): Promise<Response> {
  try {
    return await client(path, options)
  } catch (error) {
    throw await toApiError(error)
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response
    const body: unknown = await error.response.json().catch(() => null)
    const detail = detailFromBody(body)
    return new ApiError(
      'http',
      status,
      detail ?? `Request failed (${String(status)} ${statusText})`,
      detail,
    )
  }
  return new ApiError(
    'network',
    null,
    'We could not reach the server. Check your connection and try again.',
  )
}
