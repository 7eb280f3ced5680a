/**
 * `Idempotency-Key`s for calls that move money (draft-ietf-httpapi-idempotency-key-header): one key
 * per submission of some content, the same on every retry of that content, so a request whose answer
 * was lost is answered again by the server instead of being done twice.
 */
export interface Submission {
  key: string
  /** What the server would receive, as one string (without secrets such as a password). */
  content: string
}

/** A random UUID (version 4); crypto.randomUUID exists only on secure origins. */
export function newIdempotencyKey(): string {
  const random = crypto.getRandomValues(new Uint8Array(16))
  // Byte 6 carries the version (4), byte 8 the variant (10xx).
  const bytes = random.map((byte, index) =>
    index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte,
  )
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The previous submission while the content is unchanged, else one with a new key. */
export function submissionFor(content: string, previous: Submission | null): Submission {
  return previous?.content === content ? previous : { key: newIdempotencyKey(), content }
}
