import * as v from 'valibot'

/**
 * A money amount as the provider sends it: a JSON number or a numeric string ("1234.50"), within
 * safe-integer kobo (defined with the money rules in ./money).
 */
export { MoneyAmount as MoneyValue } from './money'

/** ISO 8601 timestamp or date string. */
export const IsoDateString = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date'),
)

/** One item of a FastAPI-style validation error list. */
export const ValidationIssue = v.object({
  loc: v.array(v.union([v.string(), v.number()])),
  msg: v.string(),
  type: v.string(),
})
export type ValidationIssue = v.InferOutput<typeof ValidationIssue>

/** Every error body of the provider: `{ detail: string }` or `{ detail: ValidationIssue[] }`. */
export const ErrorBody = v.object({
  detail: v.union([v.string(), v.array(ValidationIssue)]),
})
export type ErrorBody = v.InferOutput<typeof ErrorBody>

export const MessageBody = v.object({ message: v.string() })
export type MessageBody = v.InferOutput<typeof MessageBody>
