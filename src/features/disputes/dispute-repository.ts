import { createStore, get, update, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import {
  DISPUTE_STATUSES,
  SIMULATED_CREATE_DELAY_MS,
  type Dispute,
  type NewDispute,
} from './schemas'

/**
 * Where disputes come from. The provider has no dispute endpoint (spec §3, §7: "local only"), so
 * this module stands in for one: each user's disputes live in this browser's IndexedDB (through
 * idb-keyval), seeded once with sample disputes, and creation takes the spec's 700 ms. It is the
 * only module that knows; when an endpoint exists, `listDisputes` and `createDispute` call it and
 * nothing else changes.
 *
 * Images are kept as their bytes (ArrayBuffer) with name and type, not as Blob objects: every
 * IndexedDB implementation clones an ArrayBuffer (like src/lib/draft-store.ts), and readers get
 * Blobs back.
 *
 * What is read back is parsed: a user's record that does not parse is replaced by a fresh one (the
 * samples), and a dispute in it that does not parse is dropped (the others are kept); either way it
 * is written back cleaned, so nothing malformed reaches the page.
 */

/** An ArrayBuffer from any realm (IndexedDB clones may come from another one). */
const Bytes = v.custom<ArrayBuffer>(
  (input) => Object.prototype.toString.call(input) === '[object ArrayBuffer]',
  'Expected an ArrayBuffer',
)

const StoredImage = v.object({ name: v.string(), type: v.string(), bytes: Bytes })
type StoredImage = v.InferOutput<typeof StoredImage>

/** A dispute as stored: the images as bytes. */
const StoredDispute = v.object({
  id: v.string(),
  orderId: v.string(),
  reason: v.string(),
  status: v.picklist(DISPUTE_STATUSES),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  images: v.array(StoredImage),
})
type StoredDispute = v.InferOutput<typeof StoredDispute>

/** The record's envelope; each dispute in it is parsed on its own. */
const StoredUserDisputes = v.object({ version: v.literal(1), disputes: v.array(v.unknown()) })

interface UserDisputes {
  version: 1
  disputes: StoredDispute[]
}

const DATABASE = 'escrow-disputes'
let store: UseStore | null = null
const db = () => (store ??= createStore(DATABASE, 'disputes'))
const userRecordKey = (userKey: string) => `user:${userKey}`

// A 24×24 orange-and-sand checkerboard PNG: the sample dispute's photo.
const SAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALUlEQVR4nGP48uQCVnSznA0rwqWeYdSgEW0QqRpwqR81aGQbNPhS9qhBQ9AgANXoqD1DZ/dkAAAAAElFTkSuQmCC'

function base64Bytes(base64: string): ArrayBuffer {
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i)
  return bytes.buffer
}

const DAY = 24 * 60 * 60 * 1000

/** The sample disputes a user starts with (spec §2: "local sample data"), dated from `now`. */
export function sampleDisputes(now: Date = new Date()): StoredDispute[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString()
  return [
    {
      id: 'DSP-SAMPLE02',
      orderId: 'ESC-SAMPLE02',
      reason: 'The item arrived damaged: the screen is cracked and the box was crushed.',
      status: 'open',
      createdAt: at(3),
      updatedAt: at(3),
      images: [
        { name: 'damaged-box.png', type: 'image/png', bytes: base64Bytes(SAMPLE_PNG_BASE64) },
      ],
    },
    {
      id: 'DSP-SAMPLE01',
      orderId: 'ESC-SAMPLE01',
      reason: 'The wrong size was delivered; the seller sent a replacement.',
      status: 'resolved',
      createdAt: at(20),
      updatedAt: at(16),
      images: [],
    },
  ]
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function newDisputeId(): string {
  const random = crypto.getRandomValues(new Uint8Array(8))
  return `DSP-${Array.from(random, (byte) => ID_ALPHABET.charAt(byte % ID_ALPHABET.length)).join('')}`
}

function toDispute(stored: StoredDispute): Dispute {
  return {
    ...stored,
    images: stored.images.map((image) => ({
      name: image.name,
      blob: new Blob([image.bytes], { type: image.type }),
    })),
  }
}

function newestFirst(a: StoredDispute, b: StoredDispute): number {
  return b.createdAt.localeCompare(a.createdAt)
}

/** The stored record as parsed, and whether it was stored exactly so (nothing to drop or seed). */
function parseRecord(raw: unknown): { record: UserDisputes; clean: boolean } {
  const envelope = v.safeParse(StoredUserDisputes, raw)
  if (!envelope.success) return { record: { version: 1, disputes: sampleDisputes() }, clean: false }
  const disputes: StoredDispute[] = []
  for (const candidate of envelope.output.disputes) {
    const parsed = v.safeParse(StoredDispute, candidate)
    if (parsed.success) disputes.push(parsed.output)
  }
  return {
    record: { version: 1, disputes },
    clean: disputes.length === envelope.output.disputes.length,
  }
}

/**
 * The record parsed (malformed disputes dropped), or a freshly seeded one when there is none or it
 * does not parse (in the same transaction as the write: seeded exactly once).
 */
function orSeeded(raw: unknown): UserDisputes {
  return parseRecord(raw).record
}

function delay(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The user's disputes, newest first; the first call for a user seeds the samples. */
export async function listDisputes(userKey: string): Promise<Dispute[]> {
  const key = userRecordKey(userKey)
  const stored = parseRecord(await get<unknown>(key, db()))
  let record = stored.record
  if (!stored.clean) {
    // Seeds a new user, or writes back the cleaned record (another tab may have written since).
    await update<unknown>(key, orSeeded, db())
    record = parseRecord(await get<unknown>(key, db())).record
  }
  return [...record.disputes].sort(newestFirst).map(toDispute)
}

/** Raises a dispute (open), after the simulated delay; it is stored before this resolves. */
export async function createDispute(
  userKey: string,
  input: NewDispute,
  options: { delayMs?: number } = {},
): Promise<Dispute> {
  const images: StoredImage[] = await Promise.all(
    input.images.map(async (file) => ({
      name: file.name,
      type: file.type,
      bytes: await file.arrayBuffer(),
    })),
  )
  await delay(options.delayMs ?? SIMULATED_CREATE_DELAY_MS)
  const now = new Date().toISOString()
  const dispute: StoredDispute = {
    id: newDisputeId(),
    orderId: input.orderId,
    reason: input.reason.trim(),
    status: 'open',
    createdAt: now,
    updatedAt: now,
    images,
  }
  // One read-modify-write transaction: two tabs raising at once both keep their dispute.
  await update<unknown>(
    userRecordKey(userKey),
    (record) => {
      const current = orSeeded(record)
      return { ...current, disputes: [dispute, ...current.disputes] }
    },
    db(),
  )
  return toDispute(dispute)
}

/** The sample disputes' ids (`sampleDisputes`): never offered for submission, never sent. */
export function isSampleDispute(id: string): boolean {
  return id.startsWith('DSP-SAMPLE')
}

/**
 * With disputes on the server (lifecycle spec §3): the user's disputes still kept in this browser
 * that are worth sending, i.e. open and not a sample, newest first. The samples and the resolved
 * ones are removed (silently: there is nothing to send); a user who never had a local record gets
 * none (no samples are seeded).
 */
export async function listLocalOpenDisputes(userKey: string): Promise<Dispute[]> {
  // The samples and resolved ones are dropped silently first: nothing of them needs the provider.
  await removeLocalDisputes(userKey, [], { settled: true })
  const raw = await get<unknown>(userRecordKey(userKey), db())
  if (raw === undefined) return []
  return parseRecord(raw)
    .record.disputes.filter((dispute) => dispute.status === 'open' && !isSampleDispute(dispute.id))
    .sort(newestFirst)
    .map(toDispute)
}

/**
 * Removes local disputes: those with the given ids, and with `settled` also every one not worth
 * sending (the samples and the resolved ones). One read-modify-write transaction.
 */
export async function removeLocalDisputes(
  userKey: string,
  ids: readonly string[],
  { settled = false }: { settled?: boolean } = {},
): Promise<void> {
  const key = userRecordKey(userKey)
  if ((await get<unknown>(key, db())) === undefined) return
  await update<unknown>(
    key,
    (raw) => {
      const current = parseRecord(raw).record
      return {
        ...current,
        disputes: current.disputes.filter(
          (dispute) =>
            !ids.includes(dispute.id) &&
            !(settled && (dispute.status !== 'open' || isSampleDispute(dispute.id))),
        ),
      }
    },
    db(),
  )
}
