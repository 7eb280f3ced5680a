import 'fake-indexeddb/auto'
import { createStore, get, set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { createDispute, listDisputes } from '~/features/disputes/dispute-repository'

let users = 0
/** A user no other test has used (the disputes database is shared by the unit tests). */
function newUser(): string {
  users += 1
  return `dispute-repo-${String(users)}`
}

const disputes = () => createStore('escrow-disputes', 'disputes')
const recordKey = (userKey: string) => `user:${userKey}`

const storedDispute = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  orderId: 'ESC-AB12CD34',
  reason: 'Broken',
  status: 'open',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  images: [{ name: 'a.png', type: 'image/png', bytes: new ArrayBuffer(3) }],
  ...overrides,
})

const SAMPLE_IDS = ['DSP-SAMPLE02', 'DSP-SAMPLE01']

describe('dispute repository: what is read back is parsed', () => {
  it.each<[string, unknown]>([
    ['disputes that are not a list', { version: 1, disputes: 'none' }],
    ['no disputes', { version: 1 }],
    ['another version', { version: 2, disputes: [] }],
    ['not an object', 'user'],
  ])('replaces a record with %s by a fresh one (the samples)', async (_name, record) => {
    const user = newUser()
    await set(recordKey(user), record, disputes())
    const listed = await listDisputes(user)
    expect(listed.map((dispute) => dispute.id)).toEqual(SAMPLE_IDS)
    expect(await get(recordKey(user), disputes())).toMatchObject({ version: 1 })
  })

  it.each<[string, Record<string, unknown>]>([
    ['an unknown status', { status: 'escalated' }],
    ['a reason that is not text', { reason: 42 }],
    ['a date that is not a date', { createdAt: 'yesterday' }],
    [
      'image bytes that are not an ArrayBuffer',
      { images: [{ name: 'a.png', type: 'image/png', bytes: 'AAA' }] },
    ],
    ['no images list', { images: null }],
  ])('drops a dispute with %s and keeps the others', async (_name, spoiled) => {
    const user = newUser()
    await set(
      recordKey(user),
      {
        version: 1,
        disputes: [storedDispute('DSP-GOOD0001'), storedDispute('DSP-BAD00001', spoiled)],
      },
      disputes(),
    )
    const listed = await listDisputes(user)
    expect(listed.map((dispute) => dispute.id)).toEqual(['DSP-GOOD0001'])
    expect(await listed[0]?.images[0]?.blob.arrayBuffer()).toEqual(new ArrayBuffer(3))
  })

  it('raises a dispute on top of a malformed record without crashing', async () => {
    const user = newUser()
    await set(
      recordKey(user),
      { version: 1, disputes: [null, storedDispute('DSP-GOOD0002')] },
      disputes(),
    )
    const raised = await createDispute(
      user,
      {
        orderId: 'ESC-ZX98YW76',
        reason: 'Late',
        images: [new File(['x'], 'x.png', { type: 'image/png' })],
      },
      { delayMs: 0 },
    )
    const listed = await listDisputes(user)
    expect(listed.map((dispute) => dispute.id).sort()).toEqual([raised.id, 'DSP-GOOD0002'].sort())
  })
})
