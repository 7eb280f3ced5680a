/**
 * Bulk wallet transactions for the 50,000-row benchmark and end-to-end test
 * (`POST /__sandbox/reset {"bulk_transactions": N}`), added to the seller demo account after the
 * seed. They come in credit/debit pairs of the same amount and status, so the wallet balance (the
 * sum of successful transactions) is the seed's own: the dashboard reads the same as without them.
 * Deterministic for a given `now` (seeded PRNG).
 */
import { DEMO_ACCOUNTS } from '../contract/demo-accounts'
import type { TransactionType } from '../contract/wallet'
import { SeededRandom } from './random'
import type { SandboxState, TransactionStatus } from './records'
import { recordTransaction } from './wallet'

export const MAX_BULK_TRANSACTIONS = 100_000

const BULK_SEED = 0x7a3c_51e9

interface Pair {
  credit: TransactionType
  creditText: string
  debit: TransactionType
  debitText: string
}

const PAIRS: readonly Pair[] = [
  {
    credit: 'deposit',
    creditText: 'Wallet funding via card',
    debit: 'withdrawal',
    debitText: 'Withdrawal to bank',
  },
  {
    credit: 'escrow_release',
    creditText: 'Escrow release',
    debit: 'escrow_payment',
    debitText: 'Escrow payment',
  },
  { credit: 'refund', creditText: 'Refund', debit: 'escrow_fee', debitText: 'Escrow fee' },
  {
    credit: 'payout',
    creditText: 'Referral reward payout',
    debit: 'dispute_fee',
    debitText: 'Dispute fee',
  },
]

/** Every tenth pair is pending, every twentieth failed: neither moves the balance. */
function statusOf(pair: number): TransactionStatus {
  if (pair % 20 === 19) return 'failed'
  if (pair % 10 === 9) return 'pending'
  return 'success'
}

/**
 * Adds `count` transactions to the seller demo account, spread from 1 January of `now`'s year to
 * `now`. An odd count ends with one failed credit (no balance change). Returns how many it added.
 */
export function addBulkTransactions(state: SandboxState, count: number, now: Date): number {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'Seller')?.email
  const user = state.users.find((candidate) => candidate.email === email)
  if (!user || count <= 0) return 0
  const rng = new SeededRandom(BULK_SEED)
  const end = now.getTime()
  const start = Date.UTC(now.getUTCFullYear(), 0, 1)
  for (let i = 0; i < count; i += 2) {
    const pair = i / 2
    const kind = PAIRS[pair % PAIRS.length]
    if (!kind) break
    const amountKobo = rng.int(1, 5_000) * 100 + rng.int(0, 99)
    const creditAt = Math.floor((start + rng.next() * (end - start)) / 1000) * 1000
    const debitAt = Math.min(end, creditAt + rng.int(1, 3_600) * 1000)
    const status = statusOf(pair)
    const ref = String(pair + 1).padStart(6, '0')
    recordTransaction(state, rng, {
      userId: user.id,
      type: kind.credit,
      amountKobo,
      description: `${kind.creditText} #${ref}`,
      at: new Date(creditAt).toISOString(),
      status: i + 1 < count ? status : 'failed',
    })
    if (i + 1 >= count) break
    recordTransaction(state, rng, {
      userId: user.id,
      type: kind.debit,
      amountKobo,
      description: `${kind.debitText} #${ref}`,
      at: new Date(debitAt).toISOString(),
      status,
    })
  }
  return count
}
