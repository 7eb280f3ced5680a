import { describe, expect, it } from 'vitest'
import type { WalletTransaction } from '~/contract/wallet'
import { aTransaction } from '../support/test-data'
import {
  filterTransactions,
  shortTransactionId,
  signedKobo,
  summarizeMonth,
  transactionTypeLabel,
} from '~/features/transactions/transaction-view'

const now = new Date(2026, 10, 21, 12)

const tx = (overrides: Partial<WalletTransaction>) =>
  aTransaction({ status: 'completed', ...overrides })

describe('transaction view', () => {
  it('shows characters 9 to 18 of the id, upper-cased', () => {
    expect(shortTransactionId('6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f')).toBe('4A5B-4C6D')
  })

  it('labels types readably', () => {
    expect(transactionTypeLabel('escrow_release')).toBe('Escrow release')
    expect(transactionTypeLabel('mystery')).toBe('Mystery')
  })

  it('signs amounts by direction in kobo', () => {
    expect(signedKobo(tx({ amount: '12.30', direction: 'debit' }))).toBe(-1230)
    expect(signedKobo(tx({ amount: 0.29 }))).toBe(29)
  })

  it('sums only the current month and year', () => {
    const summary = summarizeMonth(
      [
        tx({ amount: 100 }),
        tx({ amount: 40, direction: 'debit' }),
        tx({ amount: 999, created_at: new Date(2025, 10, 5).toISOString() }),
        tx({ amount: 999, created_at: new Date(2026, 9, 30).toISOString() }),
      ],
      now,
    )
    expect(summary).toEqual({ creditedKobo: 10000, debitedKobo: 4000, count: 2 })
  })

  it('filters by direction and searches description, short id and date', () => {
    const list = [
      tx({
        id: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
        description: 'Payout to bank',
        direction: 'debit',
      }),
      tx({ description: 'Escrow release for <b>Shoes</b> & more' }),
    ]
    expect(filterTransactions(list, 'debit', '', now)).toHaveLength(1)
    expect(filterTransactions(list, 'all', 'shoes', now)).toHaveLength(1)
    expect(filterTransactions(list, 'all', 'BBBB-CCCC', now)).toHaveLength(1)
    expect(filterTransactions(list, 'all', 'Nov 2', now)).toHaveLength(2)
    expect(filterTransactions(list, 'credit', 'payout', now)).toHaveLength(0)
  })
})
