import 'fake-indexeddb/auto'
import { createStore, keys } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import {
  draftKey,
  forgetUnfinishedOrders,
  hasUnfinishedOrder,
  saveDraft,
} from '~/features/wizard/draft'
import type { OrderRole } from '~/contract/escrow'
import { EMPTY_VALUES, type WizardValues } from '~/features/wizard/schemas'

let users = 0
/** A user no other test has used (the drafts database is shared by the unit tests). */
function newUser(): string {
  users += 1
  return `unfinished-${String(users)}@escrow.test`
}

const photo = () => new File(['PNG'], 'phone.png', { type: 'image/png' })

/** The keys the drafts database holds for `userKey` (records and files). */
async function storedFor(userKey: string): Promise<string[]> {
  const all = await keys(createStore('escrow-drafts', 'drafts'))
  return all.map(String).filter((key) => key.includes(`:${userKey}:`))
}

describe('unfinished orders (for sign-out)', () => {
  it('has none for a user who never opened the wizard', async () => {
    expect(await hasUnfinishedOrder(newUser())).toBe(false)
  })

  it('has none for a draft with nothing typed (the wizard saves one as soon as it opens)', async () => {
    const user = newUser()
    await saveDraft(draftKey(user, 'seller'), { ...EMPTY_VALUES }, 1)
    expect(await hasUnfinishedOrder(user)).toBe(false)
  })

  it.each<[OrderRole, string, WizardValues]>([
    ['seller', 'a typed field', { ...EMPTY_VALUES, name: 'Phone' }],
    ['buyer', 'a typed field', { ...EMPTY_VALUES, price: '100' }],
    ['seller', 'only an image', { ...EMPTY_VALUES, images: [photo()] }],
  ])('has one for a %s draft with %s', async (role, _what, values) => {
    const user = newUser()
    await saveDraft(draftKey(user, role), values, 1)
    expect(await hasUnfinishedOrder(user)).toBe(true)
    expect(await hasUnfinishedOrder(newUser())).toBe(false)
  })

  it("forgets every role's draft of that user with its files, and nobody else's", async () => {
    const user = newUser()
    const other = newUser()
    await saveDraft(draftKey(user, 'seller'), { ...EMPTY_VALUES, name: 'A', images: [photo()] }, 1)
    await saveDraft(draftKey(user, 'buyer'), { ...EMPTY_VALUES, name: 'B', images: [photo()] }, 2)
    await saveDraft(draftKey(other, 'seller'), { ...EMPTY_VALUES, name: 'C', images: [photo()] }, 1)
    expect(await storedFor(user)).toHaveLength(2 + 2)

    await forgetUnfinishedOrders(user)

    expect(await hasUnfinishedOrder(user)).toBe(false)
    expect(await storedFor(user)).toEqual([])
    expect(await hasUnfinishedOrder(other)).toBe(true)
    expect(await storedFor(other)).toHaveLength(2)
  })
})
