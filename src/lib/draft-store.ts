import { createStore, promisifyRequest, type UseStore } from 'idb-keyval'
import * as v from 'valibot'

/**
 * Drafts kept in IndexedDB (through idb-keyval's store): one record per draft key with the form's
 * values, and each attached file in a record of its own, written once and kept while the draft
 * refers to it.
 *
 * Several tabs may hold the same draft. Every write and every sweep is one transaction that reads
 * what is there before it changes anything, so a record never points at missing files: a save
 * checks which of its files are stored and writes the missing ones again (from the File objects it
 * holds) with the record; a sweep deletes only the files the record it reads in that transaction
 * does not refer to. Two tabs saving the same draft take turns (last write wins); a tab that saves
 * after another tab cleared the draft brings it back whole.
 *
 * What is read back is parsed (the draft's own schema for the value): a record or file that does
 * not match, or a draft not saved for DRAFT_MAX_AGE_MS, is deleted with its files and reads as no
 * draft. Loading a draft also deletes every other expired or unreadable draft in the database (other
 * users' on a shared computer).
 */

/** A draft not saved for this long is discarded (30 days): drafts on shared computers do not live forever. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** An ArrayBuffer from any realm (IndexedDB clones may come from another one). */
const Bytes = v.custom<ArrayBuffer>(
  (input) => Object.prototype.toString.call(input) === '[object ArrayBuffer]',
  'Expected an ArrayBuffer',
)

const FileRecord = v.object({
  name: v.string(),
  type: v.string(),
  lastModified: v.pipe(v.number(), v.finite()),
  /** Bytes, not a Blob: every IndexedDB implementation clones an ArrayBuffer. */
  data: Bytes,
})
type FileRecord = v.InferOutput<typeof FileRecord>

function draftRecordSchema<T>(value: v.GenericSchema<unknown, T>) {
  return v.object({
    version: v.literal(1),
    savedAt: v.pipe(v.number(), v.finite()),
    fileIds: v.array(v.string()),
    value,
  })
}

export interface LoadedDraft<T> {
  value: T
  files: File[]
  savedAt: number
}

/** What a draft holds, without reading its files' bytes. */
export interface DraftSummary<T> {
  value: T
  fileCount: number
  savedAt: number
}

export interface DraftStore<T> {
  /** The draft, or null (none, expired or unreadable: then it is deleted with its files). */
  load(key: string): Promise<LoadedDraft<T> | null>
  /** The draft's value and file count, or null; reads only, never deletes. */
  peek(key: string): Promise<DraftSummary<T> | null>
  /** Saves `value` and `files`; calls made while a save runs are coalesced to the latest one. */
  save(key: string, value: T, files: readonly File[]): Promise<void>
  /** Deletes the draft and its files (a save of this tab still waiting is dropped). */
  clear(key: string): Promise<void>
}

/** The id each file was stored under, in this tab; the store checks it is still there on every save. */
const fileIds = new WeakMap<File, string>()

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

function idOf(file: File): string {
  let id = fileIds.get(file)
  if (!id) {
    id = newId()
    fileIds.set(file, id)
  }
  return id
}

const RECORD_PREFIX = 'draft:'
const recordKey = (key: string) => `${RECORD_PREFIX}${key}`
const filePrefix = (key: string) => `draft-file:${key}:`
const fileKey = (key: string, id: string) => `${filePrefix(key)}${id}`
/** Every key that starts with `prefix` (all keys here are strings). */
const startingWith = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`)

const request = <R>(req: IDBRequest<R>) => promisifyRequest(req)
/** What a request for a stored value gives: anything, until parsed. */
const read = (req: IDBRequest): Promise<unknown> => promisifyRequest<unknown>(req)
/** The string keys among `keys` (every key this store writes is one) without `prefix`. */
const withoutPrefix = (keys: readonly IDBValidKey[], prefix: string) =>
  keys.flatMap((key) => (typeof key === 'string' ? [key.slice(prefix.length)] : []))

async function fileRecordOf(file: File): Promise<FileRecord> {
  return {
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    data: await file.arrayBuffer(),
  }
}

export function createDraftStore<T>(
  databaseName: string,
  valueSchema: v.GenericSchema<unknown, T>,
): DraftStore<T> {
  const DraftRecord = draftRecordSchema(valueSchema)
  type DraftRecord = v.InferOutput<typeof DraftRecord>

  let store: UseStore | null = null
  const db = () => (store ??= createStore(databaseName, 'drafts'))
  /** Per draft key: the latest values not yet being written, and the chain of writes. */
  const pending = new Map<string, { value: T; files: readonly File[] }>()
  const chains = new Map<string, Promise<void>>()

  /**
   * Runs `work` in one transaction and resolves once it has committed. `work` may only wait for
   * requests of this transaction (any other wait would let it commit early); if it throws, nothing
   * it did is kept.
   */
  function transaction<R>(
    mode: IDBTransactionMode,
    work: (objects: IDBObjectStore) => Promise<R>,
  ): Promise<R> {
    return db()(mode, async (objects) => {
      const committed = promisifyRequest(objects.transaction)
      committed.catch(() => undefined)
      let result: R
      try {
        result = await work(objects)
      } catch (error) {
        try {
          objects.transaction.abort()
        } catch {
          // Already finished: nothing to undo.
        }
        throw error
      }
      await committed
      return result
    })
  }

  /** The record if it parses and has not expired, else null. */
  function readable(raw: unknown, now: number): DraftRecord | null {
    const parsed = v.safeParse(DraftRecord, raw)
    if (!parsed.success) return null
    return now - parsed.output.savedAt > DRAFT_MAX_AGE_MS ? null : parsed.output
  }

  function discard(objects: IDBObjectStore, key: string) {
    objects.delete(recordKey(key))
    objects.delete(startingWith(filePrefix(key)))
  }

  /** The ids of the files stored for `key`. */
  async function storedIds(objects: IDBObjectStore, key: string): Promise<Set<string>> {
    const prefix = filePrefix(key)
    return new Set(withoutPrefix(await request(objects.getAllKeys(startingWith(prefix))), prefix))
  }

  /** Deletes the stored files of `key` (ids in `stored`) that `keep` does not name. */
  function sweep(
    objects: IDBObjectStore,
    key: string,
    stored: ReadonlySet<string>,
    keep: ReadonlySet<string>,
  ) {
    for (const id of stored) if (!keep.has(id)) objects.delete(fileKey(key, id))
  }

  /** Deletes every other draft that has expired or does not parse, with its files. */
  async function discardUnreadableDrafts(objects: IDBObjectStore, except: string, now: number) {
    const range = startingWith(RECORD_PREFIX)
    // Both lists come in key order: the n-th record is the n-th key's.
    const [recordKeys, records] = await Promise.all([
      request(objects.getAllKeys(range)),
      promisifyRequest<unknown[]>(objects.getAll(range)),
    ])
    withoutPrefix(recordKeys, RECORD_PREFIX).forEach((key, index) => {
      if (key !== except && !readable(records[index], now)) discard(objects, key)
    })
  }

  async function writeNow(key: string, value: T, files: readonly File[]) {
    const withIds = files.map((file) => ({ file, id: idOf(file) }))
    const ids = withIds.map(({ id }) => id)
    const record: DraftRecord = { version: 1, savedAt: Date.now(), value, fileIds: ids }
    const wanted = new Set(ids)
    /** Bytes read for files found missing, by id: written by the next attempt. */
    const toWrite = new Map<string, FileRecord>()
    // Each attempt either commits or names files whose bytes it lacks; those are read outside the
    // transaction (it cannot wait for a file) and the next attempt writes them. At most one attempt
    // per file, plus one.
    for (;;) {
      const missing = await transaction('readwrite', async (objects) => {
        const stored = await storedIds(objects, key)
        const unread = withIds.filter(({ id }) => !stored.has(id) && !toWrite.has(id))
        // Nothing is changed until every file can be written with the record.
        if (unread.length > 0) return unread
        for (const [id, fileRecord] of toWrite)
          if (!stored.has(id)) objects.put(fileRecord, fileKey(key, id))
        objects.put(record, recordKey(key))
        sweep(objects, key, stored, wanted)
        return []
      })
      if (missing.length === 0) return
      for (const { file, id } of missing) toWrite.set(id, await fileRecordOf(file))
    }
  }

  return {
    async load(key) {
      const now = Date.now()
      const found = await transaction('readwrite', async (objects) => {
        await discardUnreadableDrafts(objects, key, now)
        const raw = await read(objects.get(recordKey(key)))
        const record = readable(raw, now)
        if (!record) {
          discard(objects, key)
          return null
        }
        const stored = await storedIds(objects, key)
        sweep(objects, key, stored, new Set(record.fileIds))
        const present = record.fileIds.filter((id) => stored.has(id))
        const rawFiles = await Promise.all(
          present.map(async (id) => ({ id, raw: await read(objects.get(fileKey(key, id))) })),
        )
        const fileRecords: [string, FileRecord][] = []
        for (const { id, raw: rawFile } of rawFiles) {
          const parsed = v.safeParse(FileRecord, rawFile)
          if (!parsed.success) {
            discard(objects, key)
            return null
          }
          fileRecords.push([id, parsed.output])
        }
        return { record, fileRecords }
      })
      if (!found) return null
      const files = found.fileRecords.map(([id, stored]) => {
        const file = new File([stored.data], stored.name, {
          type: stored.type,
          lastModified: stored.lastModified,
        })
        fileIds.set(file, id)
        return file
      })
      return { value: found.record.value, files, savedAt: found.record.savedAt }
    },

    async peek(key) {
      const raw = await transaction('readonly', (objects) => read(objects.get(recordKey(key))))
      const record = readable(raw, Date.now())
      return record
        ? { value: record.value, fileCount: record.fileIds.length, savedAt: record.savedAt }
        : null
    },

    save(key, value, files) {
      const queued = pending.has(key)
      pending.set(key, { value, files })
      const chain = chains.get(key)
      // A write is already queued behind the running one: it will take these latest values.
      if (queued && chain) return chain
      const next = (chain ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          const latest = pending.get(key)
          pending.delete(key)
          return latest ? writeNow(key, latest.value, latest.files) : undefined
        })
      chains.set(key, next)
      next
        .finally(() => {
          if (chains.get(key) === next) chains.delete(key)
        })
        .catch(() => undefined)
      return next
    },

    async clear(key) {
      pending.delete(key)
      await chains.get(key)?.catch(() => undefined)
      await transaction('readwrite', (objects) => {
        discard(objects, key)
        return Promise.resolve()
      })
    },
  }
}
