import * as v from 'valibot'
import { ErrorBody, type ValidationIssue } from '~/contract/common'

/** `session-ended`: the call was aborted because its session ended (here or in another tab). */
export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'session-ended'

/**
 * The one error every API call rejects with. `detail` is the server's own readable message (if it sent
 * one); callers show it, else their spec fallback text. `issues` are the items of a validation list
 * (FastAPI's 422 `detail: [{ loc, msg, type }]`), for forms to show on their fields; empty otherwise.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    message: string,
    readonly detail: string | null = null,
    readonly issues: readonly ValidationIssue[] = [],
  ) {
    super(message)
  }
}

/** `detail` of a FastAPI validation list as one readable line: "Email: Invalid email. Nin: NIN is required." */
export function describeIssues(issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = [...issue.loc]
        .reverse()
        .find((part) => typeof part === 'string' && part !== 'body')
      const label = typeof field === 'string' ? humanizeField(field) : null
      return label ? `${label}: ${issue.msg}` : issue.msg
    })
    .join('. ')
}

function humanizeField(field: string): string {
  const words = field.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * What an error body says, if it is one of the provider's shapes: its detail as one readable line
 * and, for a validation list, the list's issues (each parsed; extra fields such as `input` and `ctx`
 * are allowed and dropped).
 */
export function readErrorBody(body: unknown): {
  detail: string | null
  issues: ValidationIssue[]
} {
  const parsed = v.safeParse(ErrorBody, body)
  if (!parsed.success) return { detail: null, issues: [] }
  const { detail } = parsed.output
  return typeof detail === 'string'
    ? { detail, issues: [] }
    : { detail: describeIssues(detail), issues: detail }
}

/** The text to show for a failed call: the server's detail when it sent one, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback
}

export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status
}

/**
 * Whether a failure may pass by itself (network, time-out, 5xx, 408, 429, an unreadable answer), as
 * opposed to the server refusing the request.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  if (error.kind !== 'http' || error.status === null) return true
  return error.status >= 500 || error.status === 408 || error.status === 429
}
