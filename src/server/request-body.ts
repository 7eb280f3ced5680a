/** Reading request bodies the way FastAPI answers them: 422 for a body it cannot use. */
import * as v from 'valibot'
import type { ValidationIssue } from '../contract/common'
import { bodyIssue, missingField, validationFailed } from './errors'

export type JsonObject = Record<string, unknown>

/** The JSON object body; `{}` for an empty body when `optional`. Bad JSON or a non-object → 422. */
export async function readJsonObject(
  request: Request,
  options: { optional?: boolean } = {},
): Promise<JsonObject> {
  return parseJsonObject(await request.text(), options)
}

/** `readJsonObject` for a body already read as text. */
export function parseJsonObject(text: string, options: { optional?: boolean } = {}): JsonObject {
  if (text.trim() === '') {
    if (options.optional) return {}
    throw validationFailed([{ loc: ['body'], msg: 'Field required', type: 'missing' }])
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw validationFailed([
      {
        loc: ['body', 0],
        msg: `JSON decode error: ${(error as Error).message}`,
        type: 'json_invalid',
      },
    ])
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw validationFailed([
      {
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        type: 'model_attributes_type',
      },
    ])
  }
  return parsed as JsonObject
}

/** A form body (url-encoded or multipart); null when the request carries something else. */
export async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return null
  try {
    // Node marks Request.formData deprecated for large uploads; sandbox bodies are capped at 1 MB.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return await request.formData()
  } catch {
    throw validationFailed([
      { loc: ['body'], msg: 'There was an error parsing the body', type: 'value_error' },
    ])
  }
}

/** A required string field of a JSON body; records "Field required" / wrong type issues. */
export function stringField(
  body: JsonObject,
  key: string,
  issues: ValidationIssue[],
): string | undefined {
  return requiredString(body[key], key, issues)
}

/** A required text field of a form; files where text is expected count as wrong type. */
export function formTextField(
  form: FormData | null,
  key: string,
  issues: ValidationIssue[],
): string | undefined {
  return requiredString(form?.get(key), key, issues)
}

/** The value when it is a string; else records "Field required" (missing) or a wrong type issue. */
function requiredString(
  value: unknown,
  key: string,
  issues: ValidationIssue[],
): string | undefined {
  if (value === undefined || value === null) {
    issues.push(missingField(key))
    return undefined
  }
  if (typeof value !== 'string') {
    issues.push(bodyIssue(key, 'Input should be a valid string', 'string_type'))
    return undefined
  }
  return value
}

/** Parses a JSON body with a valibot schema; failures become a 422 issue list located in the body. */
export function parseWith<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body)
  if (parsed.success) return parsed.output
  throw validationFailed(
    parsed.issues.map((issue) =>
      bodyIssue(
        (issue.path ?? []).map((item) => String(item.key)),
        issue.message,
        issue.type,
      ),
    ),
  )
}
