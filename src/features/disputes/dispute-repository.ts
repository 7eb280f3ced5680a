import { createStore, get, update, type UseStore } from 'idb-keyval'
import { SIMULATED_CREATE_DELAY_MS, type Dispute, type NewDispute } from './schemas'

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
 */

interface StoredImage {
  name: string
  type: string
  bytes: ArrayBuffer
}

/** A dispute as stored: the images as bytes. */
type StoredDispute = Omit<Dispute, 'images'> & { images: StoredImage[] }

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

/** The record as it is, or a freshly seeded one (in the same transaction: seeded exactly once). */
function orSeeded(record: UserDisputes | undefined): UserDisputes {
  return record?.version === 1 ? record : { version: 1, disputes: sampleDisputes() }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The user's disputes, newest first; the first call for a user seeds the samples. */
export async function listDisputes(userKey: string): Promise<Dispute[]> {
  const key = userRecordKey(userKey)
  let record = await get<UserDisputes>(key, db())
  if (record?.version !== 1) {
    await update<UserDisputes>(key, orSeeded, db())
    record = await get<UserDisputes>(key, db())
  }
  return [...(record?.disputes ?? [])].sort(newestFirst).map(toDispute)
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
  await update<UserDisputes>(
    userRecordKey(userKey),
    (record) => {
      const current = orSeeded(record)
      return { ...current, disputes: [dispute, ...current.disputes] }
    },
    db(),
  )
  return toDispute(dispute)
}
