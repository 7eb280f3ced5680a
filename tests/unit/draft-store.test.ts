import 'fake-indexeddb/auto'
import { createStore, keys, set } from 'idb-keyval'
import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDraftStore, DRAFT_MAX_AGE_MS } from '~/lib/draft-store'

const ValuesSchema = v.object({ name: v.string(), step: v.number() })
type Values = v.InferOutput<typeof ValuesSchema>

let databases = 0
function freshDatabase(): string {
  databases += 1
  return `draft-test-${String(databases)}`
}
function freshStore(databaseName = freshDatabase()) {
  return createDraftStore<Values>(databaseName, ValuesSchema)
}
/** What the database holds, sorted: record keys and file keys. */
async function storedKeys(databaseName: string): Promise<string[]> {
  const all = await keys(createStore(databaseName, 'drafts'))
  return all.map(String).sort()
}
const fileKeysOf = (stored: string[]) => stored.filter((key) => key.startsWith('draft-file:'))

const file = (name: string, text: string) => new File([text], name, { type: 'image/png' })

describe('draft store', () => {
  it('has nothing for a key never saved', async () => {
    expect(await freshStore().load('u1:seller')).toBeNull()
  })

  it('keeps values and files (bytes, name, type) per key', async () => {
    const store = freshStore()
    await store.save('u1:seller', { name: 'Phone', step: 2 }, [file('a.png', 'AAA')])
    await store.save('u1:buyer', { name: 'Shoes', step: 1 }, [])
    const seller = await store.load('u1:seller')
    expect(seller?.value).toEqual({ name: 'Phone', step: 2 })
    expect(seller?.files.map((f) => [f.name, f.type, f.size])).toEqual([['a.png', 'image/png', 3]])
    expect(await seller?.files[0]?.text()).toBe('AAA')
    expect((await store.load('u1:buyer'))?.value.name).toBe('Shoes')
    expect(await store.load('u2:seller')).toBeNull()
  })

  it('writes the latest of quick successive saves and skips the ones in between', async () => {
    const store = freshStore()
    const saves = ['P', 'Ph', 'Pho', 'Phon', 'Phone'].map((name) =>
      store.save('k', { name, step: 1 }, []),
    )
    await Promise.all(saves)
    expect((await store.load('k'))?.value.name).toBe('Phone')
  })

  it('writes a file once, and sweeps files no longer in the draft', async () => {
    const databaseName = 'draft-test-sweep'
    const store = freshStore(databaseName)
    const a = file('a.png', 'A')
    const b = file('b.png', 'B')
    await store.save('k', { name: 'x', step: 1 }, [a, b])
    await store.save('k', { name: 'x', step: 1 }, [b])
    const loaded = await store.load('k')
    expect(loaded?.files.map((f) => f.name)).toEqual(['b.png'])
    expect(fileKeysOf(await storedKeys(databaseName))).toHaveLength(1)
  })

  it('clears the draft and its files', async () => {
    const store = freshStore()
    await store.save('k', { name: 'x', step: 3 }, [file('a.png', 'A')])
    await store.clear('k')
    expect(await store.load('k')).toBeNull()
  })

  it('last write wins between two tabs (two stores on one database)', async () => {
    const databaseName = freshDatabase()
    const tabA = freshStore(databaseName)
    const tabB = freshStore(databaseName)
    await tabA.save('k', { name: 'from A', step: 1 }, [file('a.png', 'A')])
    await tabB.save('k', { name: 'from B', step: 2 }, [])
    const loaded = await tabA.load('k')
    expect(loaded?.value).toEqual({ name: 'from B', step: 2 })
    expect(loaded?.files).toEqual([])
  })
})

describe('draft store: expiry', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Only Date is faked: fake-indexeddb schedules its work with real timers. */
  function setNow(time: number) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(time)
  }

  it('discards a draft saved more than 30 days ago, with its files, when it is loaded', async () => {
    const databaseName = freshDatabase()
    const store = freshStore(databaseName)
    const start = Date.UTC(2025, 0, 1)
    setNow(start)
    await store.save('k', { name: 'old', step: 2 }, [file('a.png', 'A')])
    setNow(start + DRAFT_MAX_AGE_MS - 60_000)
    expect((await store.load('k'))?.value.name).toBe('old')
    setNow(start + DRAFT_MAX_AGE_MS + 60_000)
    expect(await store.load('k')).toBeNull()
    expect(await storedKeys(databaseName)).toEqual([])
  })

  it("also discards other expired drafts (another user's on a shared computer) on any load", async () => {
    const databaseName = freshDatabase()
    const store = freshStore(databaseName)
    const start = Date.UTC(2025, 0, 1)
    setNow(start)
    await store.save('someone:seller', { name: 'left behind', step: 1 }, [file('a.png', 'A')])
    setNow(start + 20 * 24 * 3600_000)
    await store.save('recent:buyer', { name: 'recent', step: 1 }, [])
    setNow(start + DRAFT_MAX_AGE_MS + 60_000)
    await store.load('me:seller')
    expect(await storedKeys(databaseName)).toEqual(['draft:recent:buyer'])
  })

  it('a save renews the draft: 30 days count from the last save', async () => {
    const store = freshStore()
    const start = Date.UTC(2025, 0, 1)
    setNow(start)
    await store.save('k', { name: 'a', step: 1 }, [])
    setNow(start + DRAFT_MAX_AGE_MS - 1000)
    await store.save('k', { name: 'ab', step: 1 }, [])
    setNow(start + DRAFT_MAX_AGE_MS + 1000)
    expect((await store.load('k'))?.value.name).toBe('ab')
  })
})

describe('draft store: what is read back is parsed', () => {
  const valid = () => ({
    version: 1,
    savedAt: Date.now(),
    fileIds: [],
    value: { name: 'x', step: 1 },
  })

  it.each<[string, (record: ReturnType<typeof valid>) => unknown]>([
    ['a value of the wrong shape', (r) => ({ ...r, value: { name: 42, step: 1 } })],
    ['no value', ({ value: _value, ...r }) => r],
    ['a null value', (r) => ({ ...r, value: null })],
    ['another version', (r) => ({ ...r, version: 2 })],
    ['savedAt not a number', (r) => ({ ...r, savedAt: '2025-01-01' })],
    ['fileIds not a list of strings', (r) => ({ ...r, fileIds: [1] })],
    ['not an object', () => 'draft'],
  ])('discards a record with %s (record and files): load returns null', async (_name, spoil) => {
    const databaseName = freshDatabase()
    const raw = createStore(databaseName, 'drafts')
    const record = valid()
    await set('draft:k', { ...record, fileIds: ['f1'] }, raw)
    await set(
      'draft-file:k:f1',
      { name: 'a.png', type: 'image/png', lastModified: 1, data: new ArrayBuffer(2) },
      raw,
    )
    await set('draft:k', spoil(record), raw)
    await set('draft:other', record, raw)
    expect(await freshStore(databaseName).load('k')).toBeNull()
    expect(await storedKeys(databaseName)).toEqual(['draft:other'])
  })

  it.each<[string, unknown]>([
    [
      'bytes that are not an ArrayBuffer',
      { name: 'a.png', type: 'image/png', lastModified: 1, data: 'AAA' },
    ],
    ['no name', { type: 'image/png', lastModified: 1, data: new ArrayBuffer(1) }],
    ['not an object', 42],
  ])('discards the whole draft when a file record has %s', async (_name, fileRecord) => {
    const databaseName = freshDatabase()
    const raw = createStore(databaseName, 'drafts')
    const store = freshStore(databaseName)
    await store.save('k', { name: 'x', step: 1 }, [file('a.png', 'A'), file('b.png', 'B')])
    const [firstFile] = fileKeysOf(await storedKeys(databaseName))
    await set(firstFile!, fileRecord, raw)
    expect(await store.load('k')).toBeNull()
    expect(await storedKeys(databaseName)).toEqual([])
  })

  it('skips a file that is missing (the rest of the draft is kept)', async () => {
    const databaseName = freshDatabase()
    const raw = createStore(databaseName, 'drafts')
    await set(
      'draft:k',
      { version: 1, savedAt: Date.now(), fileIds: ['gone'], value: { name: 'x', step: 1 } },
      raw,
    )
    const loaded = await freshStore(databaseName).load('k')
    expect(loaded?.value.name).toBe('x')
    expect(loaded?.files).toEqual([])
  })
})

describe('draft store: two tabs on one draft', () => {
  it('keeps the photos of a draft one tab saves after the other tab submitted (cleared) it', async () => {
    const databaseName = freshDatabase()
    const tabA = freshStore(databaseName)
    const tabB = freshStore(databaseName)
    await tabA.save('k', { name: 'Phone', step: 1 }, [file('a.png', 'A')])
    const inA = await tabA.load('k')
    const inB = await tabB.load('k')
    // A submits: the draft and its files are gone. B keeps editing the same draft and saves.
    await tabA.clear('k')
    await tabB.save('k', { name: 'Phone X', step: 2 }, inB!.files)
    expect(inA).not.toBeNull()
    const reloaded = await freshStore(databaseName).load('k')
    expect(reloaded?.value).toEqual({ name: 'Phone X', step: 2 })
    expect(reloaded?.files.map((f) => f.name)).toEqual(['a.png'])
    expect(await reloaded?.files[0]?.text()).toBe('A')
  })

  it("writes a photo again when the other tab's sweep removed it after that tab saved over this one", async () => {
    const databaseName = freshDatabase()
    const tabA = freshStore(databaseName)
    const tabB = freshStore(databaseName)
    const b = file('b.png', 'B')
    await tabB.save('k', { name: 'from B', step: 1 }, [b])
    // A saves its older content (last write wins), then loads: b is no longer referenced, swept.
    await tabA.save('k', { name: 'from A', step: 1 }, [])
    await tabA.load('k')
    // B saves again with the same file object it already wrote once.
    await tabB.save('k', { name: 'from B again', step: 1 }, [b])
    const reloaded = await freshStore(databaseName).load('k')
    expect(reloaded?.value.name).toBe('from B again')
    expect(reloaded?.files.map((f) => f.name)).toEqual(['b.png'])
  })

  it("does not lose a photo to the other tab's sweep while this tab is still writing its files", async () => {
    const databaseName = freshDatabase()
    const tabA = freshStore(databaseName)
    const tabB = freshStore(databaseName)
    await tabA.save('k', { name: 'from A', step: 1 }, [])
    // B's second file is read slowly: B is between its file writes when A loads (and sweeps).
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let reading = () => {}
    const bIsReading = new Promise<void>((resolve) => {
      reading = resolve
    })
    const slow = file('slow.png', 'S')
    const bytes = slow.arrayBuffer.bind(slow)
    slow.arrayBuffer = async () => {
      reading()
      await gate
      return bytes()
    }
    const saving = tabB.save('k', { name: 'from B', step: 1 }, [file('fast.png', 'F'), slow])
    await bIsReading
    await tabA.load('k')
    release()
    await saving
    const reloaded = await freshStore(databaseName).load('k')
    expect(reloaded?.value.name).toBe('from B')
    expect(reloaded?.files.map((f) => f.name)).toEqual(['fast.png', 'slow.png'])
  })
})
