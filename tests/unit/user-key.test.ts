import { describe, expect, it } from 'vitest'
import { userKeyOf } from '~/lib/session/profile'
import { aUser } from '../support/test-data'

describe('userKeyOf', () => {
  it("is the profile's id, lower-cased, whatever the e-mail", () => {
    expect(userKeyOf(aUser({ id: 7 }))).toBe('7')
    expect(userKeyOf(aUser({ id: 'USR-Ab12', email: 'other@escrow.test' }))).toBe('usr-ab12')
    expect(userKeyOf(aUser({ id: 0 }))).toBe('0')
  })

  it('falls back to the e-mail, lower-cased, when there is no id', () => {
    expect(userKeyOf(aUser({ id: undefined, email: 'Ada@Escrow.test' }))).toBe('ada@escrow.test')
    expect(userKeyOf(aUser({ id: '  ', email: 'ada@escrow.test' }))).toBe('ada@escrow.test')
  })

  it('gives two people of one name different keys', () => {
    const first = aUser({ id: undefined, full_name: 'Chidi Obi', email: 'chidi@escrow.test' })
    const second = aUser({ id: undefined, full_name: 'Chidi Obi', email: 'c.obi@escrow.test' })
    expect(userKeyOf(first)).not.toBe(userKeyOf(second))
    expect(userKeyOf(aUser({ id: 1, full_name: 'Chidi Obi' }))).not.toBe(
      userKeyOf(aUser({ id: 2, full_name: 'Chidi Obi' })),
    )
  })

  it('never falls back to the name: without id and e-mail there is no key', () => {
    expect(userKeyOf(aUser({ id: undefined, email: undefined, full_name: 'Chidi Obi' }))).toBeNull()
    expect(userKeyOf(aUser({ id: undefined, email: '', full_name: 'Chidi Obi' }))).toBeNull()
    expect(userKeyOf(aUser({ id: '', email: ' ', full_name: 'Chidi Obi' }))).toBeNull()
  })
})
