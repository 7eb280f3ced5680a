import { describe, expect, it } from 'vitest'
import { walletLimits } from '~/features/wallet/amounts'
import { PRICE_LIMITS } from '~/features/wizard/schemas'
import { amountInputOf, checkAmount, groupAmountInput } from '~/lib/amount-input'
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

/** The wallet's check (₦100 to ₦10,000,000; a withdrawal, the balance at most). */
const checkWalletAmount = (text: string, balanceKobo?: number) =>
  checkAmount(text, walletLimits(balanceKobo))

describe('checkAmount: the wallet', () => {
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
      message: 'Use at most 2 decimals, as in 1,250.50',
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

describe('checkAmount: an order price', () => {
  it('takes grouped amounts, as the field shows them', () => {
    expect(checkAmount('25,000', PRICE_LIMITS)).toEqual({ ok: true, kobo: 2_500_000 })
    expect(checkAmount('0.01', PRICE_LIMITS)).toEqual({ ok: true, kobo: 1 })
  })

  it('says the limit, and refuses zero and three decimals in plain words', () => {
    expect(checkAmount('5,000,000,000', PRICE_LIMITS)).toEqual({
      ok: false,
      message: 'Enter an amount from ₦0.01 to ₦1,000,000,000',
    })
    expect(checkAmount('0', PRICE_LIMITS)).toEqual({ ok: false, message: 'Enter a valid amount' })
    expect(checkAmount('12.345', PRICE_LIMITS)).toEqual({
      ok: false,
      message: 'Use at most 2 decimals, as in 1,250.50',
    })
  })
})

describe('submissionFor', () => {
  it('keeps the key while the content is the same, a new one otherwise', () => {
    const first = submissionFor('a', null)
    expect(submissionFor('a', first)).toBe(first)
    expect(submissionFor('b', first).key).not.toBe(first.key)
  })
})
