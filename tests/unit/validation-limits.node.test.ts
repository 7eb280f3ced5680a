/**
 * One set of limits and messages (src/contract/limits.ts) for the app's form schemas and the
 * sandbox's checks: the same value is refused (or taken) by both sides, at the same limit.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ESCROW_ID_PATTERN } from '~/contract/escrow'
import { isTooLong, MAX_LENGTH, MESSAGES } from '~/contract/limits'
import { EscrowId, reasonRule } from '~/features/disputes/schemas'
import { fullName, registerEmail } from '~/features/session/schemas'
import { fieldSchemas } from '~/features/wizard/schemas'
import { secureIds } from '~/server/random'
import { PYDANTIC, validateRegistration } from '~/server/validation'

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message

const registration = {
  full_name: 'Kemi Adebayo',
  email: 'kemi@example.com',
  phone_number: '08031234567',
  nin: '12345678901',
  password: 'sandbox123',
  password2: 'sandbox123',
}
const serverIssues = (fields: Partial<typeof registration>) => {
  const checked = validateRegistration({ ...registration, ...fields })
  return checked.ok ? [] : checked.issues.map((issue) => issue.msg)
}

describe('validation limits shared by app and sandbox', () => {
  it('counts characters, not UTF-16 units (an emoji is one)', () => {
    expect(isTooLong('🚀'.repeat(254), 254)).toBe(false)
    expect(isTooLong('🚀'.repeat(255), 254)).toBe(true)
  })

  it('refuses a full name and an e-mail one character over 254 on both sides, takes 254', () => {
    const name = (length: number) => `Kemi ${'🚀'.repeat(length - 5)}`
    const email = (length: number) => `${'k'.repeat(length - 12)}@example.com`
    const max = MAX_LENGTH.fullName
    expect(firstMessage(fullName, name(max + 1))).toBe(MESSAGES.tooLong(max))
    expect(serverIssues({ full_name: name(max + 1) })).toEqual([PYDANTIC.tooLong(max)])
    expect(firstMessage(fullName, name(max))).toBeUndefined()
    expect(serverIssues({ full_name: name(max) })).toEqual([])

    expect(firstMessage(registerEmail, email(MAX_LENGTH.email + 1))).toBe(
      MESSAGES.tooLong(MAX_LENGTH.email),
    )
    expect(serverIssues({ email: email(MAX_LENGTH.email + 1) })).toEqual([
      PYDANTIC.tooLong(MAX_LENGTH.email),
    ])
    expect(firstMessage(registerEmail, email(MAX_LENGTH.email))).toBeUndefined()
    expect(serverIssues({ email: email(MAX_LENGTH.email) })).toEqual([])
  })

  it('gives the spec messages on both sides', () => {
    expect(serverIssues({ email: 'kemi@example' })).toEqual([MESSAGES.invalidEmail])
    expect(serverIssues({ phone_number: '080312345' })).toEqual([MESSAGES.invalidPhone])
    expect(MESSAGES.invalidEmail).toBe('Invalid email')
    expect(MESSAGES.invalidPhone).toBe('Enter a valid phone number')
    expect(MESSAGES.password).toBe('Password must be at least 6 characters')
  })

  it('limits the wizard name to 200 and the description to 5000 characters', () => {
    const schemas = fieldSchemas({ role: 'seller', ownEmail: undefined, today: '2025-06-15' })
    expect(firstMessage(schemas.name, 'N'.repeat(201))).toBe('At most 200 characters')
    expect(firstMessage(schemas.name, 'N'.repeat(200))).toBeUndefined()
    expect(firstMessage(schemas.description, 'd'.repeat(5001))).toBe('At most 5000 characters')
    expect(firstMessage(schemas.description, 'd'.repeat(5000))).toBeUndefined()
  })

  it('limits a dispute reason to 5000 characters (lifecycle spec §3), so 10,000 is refused', () => {
    expect(MAX_LENGTH.disputeReason).toBe(5000)
    expect(firstMessage(reasonRule, 'r'.repeat(10_000))).toBe('At most 5000 characters')
    expect(firstMessage(reasonRule, 'r'.repeat(5001))).toBe('At most 5000 characters')
    expect(firstMessage(reasonRule, 'r'.repeat(5000))).toBeUndefined()
  })

  it('has one escrow id pattern, which every id the sandbox issues matches', () => {
    for (let i = 0; i < 50; i += 1) expect(secureIds.publicId()).toMatch(ESCROW_ID_PATTERN)
    expect(v.is(EscrowId, 'ESC-AB12CD34')).toBe(true)
    for (const bad of ['esc-ab12cd34', 'ESC-AB12CD345', 'ESC-1001']) {
      expect(v.is(EscrowId, bad)).toBe(false)
    }
  })
})
