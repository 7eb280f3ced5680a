import { describe, expect, it } from 'vitest'
import { User } from '../../src/contract/auth'
import { WalletTransactions } from '../../src/contract/wallet'
import { MAX_BULK_TRANSACTIONS } from '../../src/server/bulk-transactions'
import { ADA, BAYO, expectIssues, expectOk, newSandbox } from './helpers'

describe('POST /__sandbox/reset {bulk_transactions}', () => {
  it('adds that many transactions to the seller demo account, newest first, balance unchanged', async () => {
    const { api } = await newSandbox()
    const token = await api.token(ADA)
    const before = expectOk(await api.get('/trnx', { token }), WalletTransactions)
    const balance = expectOk(await api.get('/auth/me', { token }), User).wallet_balance
    const bayoBefore = expectOk(
      await api.get('/trnx', { token: await api.token(BAYO) }),
      WalletTransactions,
    ).length

    const reply = await api.post('/__sandbox/reset', { json: { bulk_transactions: 1001 } })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ bulk_transactions: 1001, bulk_orders: 0 })

    const again = await api.token(ADA)
    const after = expectOk(await api.get('/trnx', { token: again }), WalletTransactions)
    expect(after).toHaveLength(before.length + 1001)
    expect(new Set(after.map((tx) => tx.id)).size).toBe(after.length)
    const times = after.map((tx) => Date.parse(tx.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(after.map((tx) => tx.direction))).toEqual(new Set(['credit', 'debit']))
    expect(new Set(after.map((tx) => tx.status))).toEqual(new Set(['success', 'pending', 'failed']))
    // Credit/debit pairs of one amount: the wallet balance is the seed's.
    expect(expectOk(await api.get('/auth/me', { token: again }), User).wallet_balance).toEqual(
      balance,
    )
    // Only the seller demo account gets them.
    expect(
      expectOk(await api.get('/trnx', { token: await api.token(BAYO) }), WalletTransactions),
    ).toHaveLength(bayoBefore)
  })

  it('is deterministic and a plain reset drops them again', async () => {
    const { api } = await newSandbox()
    await api.post('/__sandbox/reset', { json: { bulk_transactions: 10 } })
    const first = expectOk(
      await api.get('/trnx', { token: await api.token(ADA) }),
      WalletTransactions,
    )
    await api.post('/__sandbox/reset', { json: { bulk_transactions: 10 } })
    const second = expectOk(
      await api.get('/trnx', { token: await api.token(ADA) }),
      WalletTransactions,
    )
    expect(second).toEqual(first)
    await api.post('/__sandbox/reset', { json: {} })
    const plain = expectOk(
      await api.get('/trnx', { token: await api.token(ADA) }),
      WalletTransactions,
    )
    expect(plain).toHaveLength(first.length - 10)
  })

  it('rejects a count that is negative, fractional, not a number or too large', async () => {
    const { api } = await newSandbox()
    for (const bulk_transactions of [-1, 1.5, 'many', MAX_BULK_TRANSACTIONS + 1]) {
      expectIssues(await api.post('/__sandbox/reset', { json: { bulk_transactions } }))
    }
  })
})
