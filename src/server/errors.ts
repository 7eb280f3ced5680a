/** The provider's error conventions: `{detail: "..."}`, and FastAPI's 422 list for validation. */
import type { ValidationIssue } from '../contract/common'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationIssue[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed')
  }
}

export function notAuthenticated(): ApiError {
  return new ApiError(401, 'Not authenticated', { 'WWW-Authenticate': 'Bearer' })
}

export function validationFailed(issues: ValidationIssue[]): ApiError {
  return new ApiError(422, issues)
}

/** One validation issue located in the request body. */
export function bodyIssue(
  path: string | (string | number)[],
  msg: string,
  type = 'value_error',
): ValidationIssue {
  return { loc: ['body', ...(Array.isArray(path) ? path : [path])], msg, type }
}

export function missingField(field: string): ValidationIssue {
  return bodyIssue(field, 'Field required', 'missing')
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

export function errorResponse(error: ApiError): Response {
  return jsonResponse(error.status, { detail: error.detail }, error.headers)
}
