import ky, { HTTPError, type Options } from 'ky'
import * as v from 'valibot'
import { ApiError, readErrorBody } from './api-error'
import { apiBaseUrl } from './config'
import { SessionEndedError, type SentCredentials } from './session/token-store'

/** What the authed client needs from the session (see src/lib/session/token-store.ts). */
export interface TokenSource {
  /** The token to send now (refreshed first when it has expired), with the session it belongs to. */
  credentialsForRequest(): Promise<SentCredentials>
  /** After a 401 for a request sent with `sent`: a token of that same session worth one retry, or null. */
  tokenAfterUnauthorized(sent: SentCredentials): Promise<string | null>
}

const baseOptions = {
  prefixUrl: new URL(apiBaseUrl, window.location.origin).href,
  // Spec §7: no default timeout. React Query owns retries, so the client never retries on its own.
  timeout: false,
  retry: 0,
} satisfies Options

/** Sends a call; requestJson and requestVoid turn its failures into ApiErrors. */
export type HttpClient = (path: string, options?: Options) => Promise<Response>

const publicKy = ky.create(baseOptions)

/** For the calls that must never trigger a refresh: login, register, refresh itself. */
export const publicClient: HttpClient = (path, options) => publicKy(path, options)

/**
 * The client for everything else: sends the bearer token and, on a 401, sends the same call once
 * more (with all of its own options) with a token the session vouches for: a refreshed one, or one
 * another request already got. Only under the session that sent it: when that session has ended
 * (here or in another tab), the call is aborted and never retried as somebody else.
 */
export function createAuthedClient(tokens: TokenSource, kyOptions: Options = {}): HttpClient {
  const client = ky.create({ ...baseOptions, ...kyOptions })
  return async (path, options = {}) => {
    const sent = await tokens.credentialsForRequest()
    const { signal, release } = eitherSignal(options.signal ?? null, sent.signal)
    const attempt = (token: string | null) => {
      const headers = new Headers(options.headers as HeadersInit | undefined)
      if (token) headers.set(AUTH_HEADER, `Bearer ${token}`)
      return client(path, { ...options, headers, ...(signal ? { signal } : {}) })
    }
    try {
      return await attempt(sent.token)
    } catch (error) {
      if (!(error instanceof HTTPError) || error.response.status !== 401) throw error
      const token = await tokens.tokenAfterUnauthorized(sent)
      if (!token || signal?.aborted) throw error
      return await attempt(token)
    } finally {
      release()
    }
  }
}

const AUTH_HEADER = 'Authorization'

/**
 * A signal aborted when either is (AbortSignal.any is missing in older Safari), and `release`, which
 * stops listening once the request is answered: the session's signal lives as long as the session,
 * and a listener per request left on it would pile up with every poll.
 */
function eitherSignal(
  a: AbortSignal | null,
  b: AbortSignal | null,
): { signal: AbortSignal | null; release: () => void } {
  const release = () => undefined
  if (!a || !b) return { signal: a ?? b, release }
  if (a.aborted) return { signal: a, release }
  if (b.aborted) return { signal: b, release }
  const both = new AbortController()
  const listening = new AbortController()
  const forward = (source: AbortSignal) => () => {
    both.abort(source.reason)
  }
  a.addEventListener('abort', forward(a), { once: true, signal: listening.signal })
  b.addEventListener('abort', forward(b), { once: true, signal: listening.signal })
  return { signal: both.signal, release: () => listening.abort() }
}

/** Sends a request and parses the JSON answer with `schema`; every failure becomes an ApiError. */
export async function requestJson<TSchema extends v.GenericSchema>(
  client: HttpClient,
  schema: TSchema,
  path: string,
  options?: Options,
): Promise<v.InferOutput<TSchema>> {
  const response = await send(client, path, options)
  let body: unknown
  try {
    // No body at all (204, an empty 200) is `undefined`: a schema that takes none says so.
    const text = await response.text()
    body = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    throw new ApiError(
      'malformed',
      response.status,
      'The server sent a response we could not read.',
    )
  }
  // valibot's object() also takes an array, which passes when every key is optional (the accept
  // answer): a list is never one of the contract's objects.
  const listForObject = expectsObject(schema) && Array.isArray(body)
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

/** Whether `schema` is an object, also one that may be absent (`v.nullish(v.object(…))`). */
function expectsObject(schema: v.GenericSchema): boolean {
  if (schema.type === 'object') return true
  const { wrapped } = schema as { wrapped?: v.GenericSchema }
  return wrapped !== undefined && expectsObject(wrapped)
}

/** Sends a request whose answer body does not matter (e.g. logout). */
export async function requestVoid(
  client: HttpClient,
  path: string,
  options?: Options,
): Promise<void> {
  await send(client, path, options)
}

async function send(client: HttpClient, path: string, options?: Options): Promise<Response> {
  try {
    return await client(path, options)
  } catch (error) {
    throw await toApiError(error)
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error
  if (error instanceof SessionEndedError) {
    return new ApiError('session-ended', null, 'You were signed out.')
  }
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response
    const body: unknown = await error.response.json().catch(() => null)
    const { detail, issues } = readErrorBody(body)
    return new ApiError(
      'http',
      status,
      detail ?? `Request failed (${String(status)} ${statusText})`,
      detail,
      issues,
    )
  }
  return new ApiError(
    'network',
    null,
    'We could not reach the server. Check your connection and try again.',
  )
}
