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

/** `YYYY-MM-DD[T ]HH:MM[:SS[.fraction]]` and an optional offset (`Z`, `+01:00`, `+0100`). */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * Milliseconds since the epoch of an ISO 8601 date and time, with or without an offset; without
 * one it is UTC (as FastAPI sends a naive `datetime`), never local time. NaN for anything else.
 */
export function parseDateTime(text: string): number {
  const match = DATE_TIME.exec(text.trim())
  if (!match) return Number.NaN
  const [, day = '', time = '', offset = 'Z'] = match
  const zone = /^[+-]\d{4}$/.test(offset) ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset
  return Date.parse(`${day}T${time}${zone.toUpperCase()}`)
}

/**
 * An instant as the lifecycle extension sends it (ISO 8601 with or without an offset; naive = UTC).
 * The output is always the full UTC form (`2025-06-15T10:00:00.000Z`), so the app reads it with
 * `new Date()` and never takes a naive time for local time.
 */
export const IsoDateTime = v.pipe(
  v.string(),
  v.check((text) => Number.isFinite(parseDateTime(text)), 'Expected an ISO 8601 date and time'),
  v.transform((text) => new Date(parseDateTime(text)).toISOString()),
)

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A calendar day ("2026-03-04", kept as it is) or an instant as IsoDateTime takes it (with or
 * without an offset; naive = UTC), given in the full UTC form. For the base spec's order and
 * transaction dates, which a provider may send as either.
 */
export const IsoDateOrTime = v.pipe(
  v.string(),
  v.check(
    (text) => CALENDAR_DAY.test(text.trim()) || Number.isFinite(parseDateTime(text)),
    'Expected an ISO 8601 date, or date and time',
  ),
  v.transform((text) =>
    CALENDAR_DAY.test(text.trim()) ? text.trim() : new Date(parseDateTime(text)).toISOString(),
  ),
)

/**
 * The answer of a call whose contract names no success body: the 2xx status is the success, and
 * any JSON body (FastAPI's `{detail}`, the changed record, `null`) or none (204, empty) is taken
 * and not read.
 */
export const AnyBody = v.unknown()

/**
 * What the contracts name of an answer, field by field, declared beside each schema: the sandbox's
 * strict mode (src/server/strict-mode.ts) sends only these, as a FastAPI provider would. `'value'`
 * goes as it is, `'money'` as a Decimal string with two decimals, `'time'` as a naive UTC date and
 * time (a calendar day stays a day); an object names the fields inside, a one-item list a list of
 * them. The app's schemas require no field outside these.
 */
export type Named =
  'value' | 'money' | 'time' | readonly [Named] | { readonly [field: string]: Named }

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
