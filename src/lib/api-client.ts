import type { Options } from 'ky'
import type * as v from 'valibot'
import { createAuthedClient, requestJson } from './http'
import { session } from './session/session'

/** The client for every call but login, register and refresh. */
export const api = createAuthedClient(session)

export function apiJson<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  options?: Options,
): Promise<v.InferOutput<TSchema>> {
  return requestJson(api, schema, path, options)
}
