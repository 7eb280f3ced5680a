import { describe, expect, it } from 'vitest'
import { amountInputOf, checkWalletAmount, groupAmountInput } from '~/features/wallet/amounts'
import { submissionFor } from '~/lib/idempotency-key'

describe('groupAmountInput', () => {
  it('groups the naira as typed and keeps what is not an amount as typed', () => {
    expect(groupAmountInput('50000')).toBe('50,000')
    expect(groupAmountInput('1,2345')).toBe('12,345')
    expect(groupAmountInput('1234567.5')).toBe('1,234,567.5')
    expect(groupAmountInput('1000.')).toBe('1,000.')
    expect(groupAmountInput('007')).toBe('7')
    expect(groupAmountInput('12a')).toBe('12a')
    expect(groupAmountInput('')).toBe('')
  })
})

describe('checkWalletAmount', () => {
  it('gives kobo for ₦100 to ₦10,000,000 with at most two decimals', () => {
    expect(checkWalletAmount('100')).toEqual({ ok: true, kobo: 10_000 })
    expect(checkWalletAmount('50,000.5')).toEqual({ ok: true, kobo: 5_000_050 })
    expect(checkWalletAmount('10,000,000')).toEqual({ ok: true, kobo: 1_000_000_000 })
  })

  it('refuses with the message of each rule', () => {
    expect(checkWalletAmount('')).toEqual({ ok: false, message: 'Enter a valid amount' })
    expect(checkWalletAmount('1e5')).toEqual({ ok: false, message: 'Enter a valid amount' })
    expect(checkWalletAmount('-500')).toEqual({ ok: false, message: 'Enter a valid amount' })
    expect(checkWalletAmount('99.99').ok).toBe(false)
    expect(checkWalletAmount('10000000.01')).toEqual({
      ok: false,
      message: 'Enter an amount from ₦100 to ₦10,000,000',
    })
    expect(checkWalletAmount('100.001')).toEqual({
      ok: false,
      message: 'Decimal input should have no more than 2 decimal places',
    })
    expect(checkWalletAmount('500.01', 50_000)).toEqual({
      ok: false,
      message: 'Insufficient wallet balance',
    })
    expect(checkWalletAmount('500', 50_000)).toEqual({ ok: true, kobo: 50_000 })
  })

  it('fills the field as it would be typed', () => {
    expect(amountInputOf(5_000_000)).toBe('50,000')
    expect(amountInputOf(2_500_005)).toBe('25,000.05')
  })
})

describe('submissionFor', () => {
  it('keeps the key while the content is the same, a new one otherwise', () => {
    const first = submissionFor('a', null)
    expect(submissionFor('a', first)).toBe(first)
    expect(submissionFor('b', first).key).not.toBe(first.key)
  })
})
