import { describe, expect, it } from 'vitest'
import { aTransaction } from '../support/test-data'
import {
  filterTransactions,
  formatSignedAmount,
  searchIndex,
  summarizeMonth,
} from '~/features/transactions/transaction-view'

const tx = aTransaction

/** A local time (month zero-based), as the viewer's calendar sees it. */
const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  new Date(year, month, day, hour, minute, second).toISOString()

describe('signed amounts', () => {
  it("shows '+₦…' for credits and '−₦…' (U+2212) for debits, two decimals, grouped", () => {
    expect(formatSignedAmount(tx({ amount: '15213' }))).toBe('+₦15,213.00')
    expect(formatSignedAmount(tx({ amount: 5060.5, direction: 'debit' }))).toBe('\u2212₦5,060.50')
    expect(formatSignedAmount(tx({ amount: '0.005' }))).toBe('+₦0.01')
    // The sign comes from the direction, whatever sign the amount was sent with.
    expect(formatSignedAmount(tx({ amount: '-12', direction: 'debit' }))).toBe('\u2212₦12.00')
    expect(formatSignedAmount(tx({ amount: '-12', direction: 'credit' }))).toBe('+₦12.00')
  })
})

describe('month to date', () => {
  const list = [
    tx({ amount: 1, created_at: at(2026, 0, 1, 0, 0, 0) }), // first second of January 2026
    tx({ amount: 2, created_at: at(2025, 11, 31, 23, 59, 59) }), // last second of 2025
    tx({ amount: 4, created_at: at(2026, 0, 31, 23, 59, 59) }), // last second of January
    tx({ amount: 8, created_at: at(2026, 1, 1, 0, 0, 0) }), // first second of February
    tx({ amount: 16, created_at: at(2025, 0, 15) }), // January, but last year
    tx({ amount: 32, direction: 'debit', created_at: at(2026, 0, 10) }),
  ]

  it('in January counts only this January, not December or last January', () => {
    expect(summarizeMonth(list, new Date(2026, 0, 20))).toEqual({
      creditedKobo: 500,
      debitedKobo: 3200,
      count: 3,
    })
  })

  it('in December counts only this December', () => {
    expect(summarizeMonth(list, new Date(2025, 11, 31, 23, 59, 59))).toEqual({
      creditedKobo: 200,
      debitedKobo: 0,
      count: 1,
    })
  })

  it('on the first second of a month starts from zero again', () => {
    expect(summarizeMonth(list, new Date(2026, 1, 1, 0, 0, 0))).toEqual({
      creditedKobo: 800,
      debitedKobo: 0,
      count: 1,
    })
    expect(summarizeMonth(list, new Date(2026, 2, 1))).toEqual({
      creditedKobo: 0,
      debitedKobo: 0,
      count: 0,
    })
  })
})

describe('search index', () => {
  it('gives the same rows as searching without one', () => {
    const now = new Date(2026, 10, 21)
    const list = [
      tx({ description: 'Payout to bank', direction: 'debit' }),
      tx({ id: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee', description: 'Escrow release' }),
    ]
    const index = searchIndex(list, now)
    for (const query of ['bank', 'BBBB-CCCC', 'Nov 2', '2026-11', 'nothing']) {
      expect(filterTransactions(list, 'all', query, now, index)).toEqual(
        filterTransactions(list, 'all', query, now),
      )
    }
    expect(filterTransactions(list, 'credit', 'release', now, index)).toHaveLength(1)
  })
})
