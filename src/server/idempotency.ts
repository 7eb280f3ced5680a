/**
 * `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header, as Stripe and others do it) for
 * POST /escrow/create, the order actions (pay, deliver, release) and withdrawals: a client that
 * lost the answer may send the request again with the same key and gets the first answer back,
 * without a second order or a second payment.
 *
 * - Per user and key, for IDEMPOTENCY_TTL_MS, in the persisted state (written with the order it
 *   belongs to, so a restart between the create and the retry cannot make a second order).
 * - Only a created order is remembered. A refused request (422, 400) made nothing, so its key stays
 *   free: the client may correct the form and send it again with the same key.
 * - The same key with another payload: 422; while the first request is still being processed: 409
 *   (both `{"detail": "..."}`). A malformed key: FastAPI's 422 list at `["header", "idempotency-key"]`.
 * - The payload is compared by a fingerprint of the parsed form (fields in order; files by name,
 *   type and SHA-256 of their bytes): a retry's multipart boundary differs, its content does not.
 *   A JSON body by its parsed value (`jsonFingerprint`), never by its bytes, and without the
 *   password.
 * - A replay is answered only after the checks of the caller pass, the password included
 *   (agreements spec §10): the route validates the body and checks the password, then asks for
 *   the kept answer. A wrong password gets 400 'Incorrect password', never the stored 200.
 */
import { createHash } from 'node:crypto'
import { ApiError, validationFailed } from './errors'
import type { IdempotencyRecord, SandboxState } from './records'

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255
/** The header that marks a replayed answer (Stripe's name). */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

export const KEY_IN_PROGRESS_DETAIL = 'A request with this Idempotency-Key is still being processed'
export const KEY_REUSED_DETAIL = 'This Idempotency-Key was already used with a different request'

const PRINTABLE = /^[\x20-\x7e]*$/

/** The key a request carries, undefined without one; a malformed key is a 422. */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  const loc = ['header', 'idempotency-key']
  const { length } = header
  if (length < 1) {
    throw validationFailed([
      { loc, msg: 'String should have at least 1 character', type: 'string_too_short' },
    ])
  }
  if (length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw validationFailed([
      {
        loc,
        msg: `String should have at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
        type: 'string_too_long',
      },
    ])
  }
  if (!PRINTABLE.test(header)) {
    throw validationFailed([
      {
        loc,
        msg: "String should match pattern '^[\\x20-\\x7e]+$'",
        type: 'string_pattern_mismatch',
      },
    ])
  }
  return header
}

/** What identifies a create's payload, whatever its multipart encoding. */
export async function formFingerprint(form: FormData | null): Promise<string> {
  const entries: unknown[] = []
  for (const [name, value] of form ?? []) {
    if (typeof value === 'string') {
      entries.push([name, value])
    } else {
      const digest = createHash('sha256')
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest('hex')
      entries.push([name, { file: value.name, type: value.type, size: value.size, digest }])
    }
  }
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex')
}

/** What identifies a JSON request (withdraw's parsed values, say): its method, path and body. */
export function requestFingerprint(method: string, path: string, body: string): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, body]))
    .digest('hex')
}

/** JSON text of a parsed value with every object's keys sorted: the same for the same JSON. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    const fields = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
    return `{${fields.join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * What identifies a JSON request to an order action: its method, path and parsed body (other
 * spacing or key order is the same request), without the password, which is never kept.
 */
export function jsonFingerprint(method: string, path: string, body: object): string {
  const { password: _password, ...rest } = body as Record<string, unknown>
  return requestFingerprint(method, path, canonicalJson(rest))
}

/** The keys of one sandbox: the requests in progress (memory) and the answers kept (state). */
export class IdempotencyKeys {
  private readonly inProgress = new Set<string>()

  constructor(
    private readonly state: () => SandboxState,
    private readonly now: () => Date,
  ) {}

  /**
   * Claims the key for one request until `release` (409 while another request holds it). Call
   * before the first await of the request, so two requests cannot both claim it.
   */
  claim(userId: number, key: string): () => void {
    const slot = `${String(userId)}\n${key}`
    if (this.inProgress.has(slot)) throw new ApiError(409, KEY_IN_PROGRESS_DETAIL)
    this.inProgress.add(slot)
    return () => this.inProgress.delete(slot)
  }

  /**
   * The answer kept for this user and key, as a response; null when there is none (then the
   * request runs). A kept answer for another payload is a 422.
   */
  replay(userId: number, key: string, fingerprint: string): Response | null {
    this.prune()
    const kept = this.state().idempotency_keys.find(
      (record) => record.user_id === userId && record.key === key,
    )
    if (!kept) return null
    if (kept.fingerprint !== fingerprint) throw new ApiError(422, KEY_REUSED_DETAIL)
    return new Response(kept.body, {
      status: kept.status,
      headers: { 'Content-Type': 'application/json', [REPLAYED_HEADER]: 'true' },
    })
  }

  /** Keeps the answer to a request that changed something (then commit the state with it). */
  remember(userId: number, key: string, fingerprint: string, status: number, body: unknown): void {
    this.prune()
    const record: IdempotencyRecord = {
      user_id: userId,
      key,
      fingerprint,
      status,
      body: JSON.stringify(body),
      created_at: this.now().toISOString(),
    }
    this.state().idempotency_keys.push(record)
  }

  private prune(): void {
    const oldest = this.now().getTime() - IDEMPOTENCY_TTL_MS
    const state = this.state()
    if (state.idempotency_keys.every((record) => Date.parse(record.created_at) > oldest)) return
    state.idempotency_keys = state.idempotency_keys.filter(
      (record) => Date.parse(record.created_at) > oldest,
    )
  }
}
