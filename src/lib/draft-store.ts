import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval'

/**
 * Drafts kept in IndexedDB (through idb-keyval): one record per draft key with the form's values,
 * and each attached file in a record of its own, written once when the file is first saved. The
 * draft record is written last and in one transaction, so a reader never sees half a draft; two
 * tabs saving the same draft simply take turns (last write wins). Files no record refers to any
 * more are swept when the draft is loaded or cleared.
 */

interface DraftRecord<T> {
  version: 1
  savedAt: number
  value: T
  fileIds: string[]
}

interface FileRecord {
  name: string
  type: string
  lastModified: number
  /** Bytes, not a Blob: every IndexedDB implementation clones an ArrayBuffer. */
  data: ArrayBuffer
}

export interface LoadedDraft<T> {
  value: T
  files: File[]
  savedAt: number
}

export interface DraftStore<T> {
  load(key: string): Promise<LoadedDraft<T> | null>
  /** Saves `value` and `files`; calls made while a save runs are coalesced to the latest one. */
  save(key: string, value: T, files: readonly File[]): Promise<void>
  clear(key: string): Promise<void>
}

const fileIds = new WeakMap<File, string>()

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

const recordKey = (key: string) => `draft:${key}`
const filePrefix = (key: string) => `draft-file:${key}:`

export function createDraftStore<T>(databaseName: string): DraftStore<T> {
  let store: UseStore | null = null
  const db = () => (store ??= createStore(databaseName, 'drafts'))
  /** Per draft key: the latest values not yet being written, and the chain of writes. */
  const pending = new Map<string, { value: T; files: readonly File[] }>()
  const chains = new Map<string, Promise<void>>()

  async function writeNow(key: string, value: T, files: readonly File[]) {
    const ids: string[] = []
    for (const file of files) {
      let id = fileIds.get(file)
      if (!id) {
        id = newId()
        const record: FileRecord = {
          name: file.name,
          type: file.type,
          lastModified: file.lastModified,
          data: await file.arrayBuffer(),
        }
        await set(`${filePrefix(key)}${id}`, record, db())
        fileIds.set(file, id)
      }
      ids.push(id)
    }
    const record: DraftRecord<T> = { version: 1, savedAt: Date.now(), value, fileIds: ids }
    await set(recordKey(key), record, db())
  }

  async function sweep(key: string, keep: ReadonlySet<string>) {
    const prefix = filePrefix(key)
    const stale = (await keys(db())).filter(
      (candidate): candidate is string =>
        typeof candidate === 'string' &&
        candidate.startsWith(prefix) &&
        !keep.has(candidate.slice(prefix.length)),
    )
    if (stale.length > 0) await delMany(stale, db())
  }

  return {
    async load(key) {
      const record = await get<DraftRecord<T>>(recordKey(key), db())
      if (record?.version !== 1) {
        await sweep(key, new Set())
        return null
      }
      const files: File[] = []
      for (const id of record.fileIds) {
        const stored = await get<FileRecord>(`${filePrefix(key)}${id}`, db())
        if (!stored) continue
        const file = new File([stored.data], stored.name, {
          type: stored.type,
          lastModified: stored.lastModified,
        })
        fileIds.set(file, id)
        files.push(file)
      }
      await sweep(key, new Set(record.fileIds))
      return { value: record.value, files, savedAt: record.savedAt }
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
      await del(recordKey(key), db())
      await sweep(key, new Set())
    },
  }
}
