import 'fake-indexeddb/auto'
import { keys } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { createDraftStore } from '~/lib/draft-store'

interface Values {
  name: string
  step: number
}

let databases = 0
function freshStore() {
  databases += 1
  return createDraftStore<Values>(`draft-test-${String(databases)}`)
}

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
    const store = createDraftStore<Values>(databaseName)
    const a = file('a.png', 'A')
    const b = file('b.png', 'B')
    await store.save('k', { name: 'x', step: 1 }, [a, b])
    await store.save('k', { name: 'x', step: 1 }, [b])
    const loaded = await store.load('k')
    expect(loaded?.files.map((f) => f.name)).toEqual(['b.png'])
    const { createStore } = await import('idb-keyval')
    const stored = await keys(createStore(databaseName, 'drafts'))
    expect(
      stored.filter((key) => typeof key === 'string' && key.startsWith('draft-file:')),
    ).toHaveLength(1)
  })

  it('clears the draft and its files', async () => {
    const store = freshStore()
    await store.save('k', { name: 'x', step: 3 }, [file('a.png', 'A')])
    await store.clear('k')
    expect(await store.load('k')).toBeNull()
  })

  it('last write wins between two tabs (two stores on one database)', async () => {
    const tabA = createDraftStore<Values>('draft-test-tabs')
    const tabB = createDraftStore<Values>('draft-test-tabs')
    await tabA.save('k', { name: 'from A', step: 1 }, [file('a.png', 'A')])
    await tabB.save('k', { name: 'from B', step: 2 }, [])
    const loaded = await tabA.load('k')
    expect(loaded?.value).toEqual({ name: 'from B', step: 2 })
    expect(loaded?.files).toEqual([])
  })
})
