import { describe, expect, it } from 'vitest'
import type { OrdersByStatus } from '~/contract/escrow'
import type { WalletTransaction } from '~/contract/wallet'
import {
  hasCreatedOrAcceptedOrder,
  hasFundedWallet,
  onboardingSteps,
  percentDone,
} from '~/features/dashboard/onboarding'
import { anOrder } from '../support/test-data'

const deposit = (overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: 'tx-1',
  transaction_type: 'deposit',
  direction: 'credit',
  amount: 5000,
  description: 'Wallet funding via card',
  status: 'success',
  created_at: '2026-03-01T10:00:00Z',
  ...overrides,
})

const grouped = (groups: Partial<OrdersByStatus>): OrdersByStatus => ({
  pending: [],
  active: [],
  completed: [],
  cancelled: [],
  ...groups,
})

const ADA = 'ada@escrow.test'
const byAda = { initiator: { full_name: 'Adaeze Okafor', email: ADA } }
const toAda = {
  initiator: { full_name: 'Bayo Adeyemi', email: 'bayo@escrow.test' },
  receiver: { full_name: 'Adaeze Okafor', email: ADA },
  receiver_email: ADA,
}

describe('onboarding: wallet funded', () => {
  it('is any successful deposit', () => {
    expect(hasFundedWallet([])).toBe(false)
    expect(hasFundedWallet([deposit()])).toBe(true)
    expect(hasFundedWallet([deposit({ status: 'Completed ' })])).toBe(true)
    expect(hasFundedWallet([deposit({ status: 'pending' })])).toBe(false)
    expect(hasFundedWallet([deposit({ status: 'failed' })])).toBe(false)
    expect(hasFundedWallet([deposit({ transaction_type: 'refund' })])).toBe(false)
    expect(hasFundedWallet([deposit({ transaction_type: 'escrow_release' })])).toBe(false)
  })
})

describe('onboarding: first transaction', () => {
  it('is an order the user created, in any status', () => {
    expect(hasCreatedOrAcceptedOrder(grouped({}), ADA)).toBe(false)
    for (const status of ['pending', 'active', 'completed', 'cancelled'] as const) {
      expect(hasCreatedOrAcceptedOrder(grouped({ [status]: [anOrder(byAda)] }), ADA)).toBe(true)
    }
    expect(
      hasCreatedOrAcceptedOrder(grouped({ pending: [anOrder(byAda)] }), 'ADA@Escrow.test'),
    ).toBe(true)
  })

  it('or one sent to them that they accepted (active or completed), not one still pending or declined', () => {
    expect(hasCreatedOrAcceptedOrder(grouped({ active: [anOrder(toAda)] }), ADA)).toBe(true)
    expect(hasCreatedOrAcceptedOrder(grouped({ completed: [anOrder(toAda)] }), ADA)).toBe(true)
    expect(hasCreatedOrAcceptedOrder(grouped({ pending: [anOrder(toAda)] }), ADA)).toBe(false)
    expect(hasCreatedOrAcceptedOrder(grouped({ cancelled: [anOrder(toAda)] }), ADA)).toBe(false)
    expect(hasCreatedOrAcceptedOrder(grouped({ active: [anOrder(toAda)] }), '')).toBe(false)
  })
})

describe('onboarding: steps and percentage', () => {
  it('follows the facts; the referral step is never done (no endpoint)', () => {
    const none = onboardingSteps({ walletFunded: false, firstTransaction: false })
    expect(none.map((step) => [step.label, step.done, step.to])).toEqual([
      ['Fund your wallet', false, '/transactions'],
      ['Create your first transaction', false, '/escrow/new'],
      ['Refer a friend', false, '/referrals'],
    ])
    expect(percentDone(none)).toBe(0)

    const funded = onboardingSteps({ walletFunded: true, firstTransaction: false })
    expect(funded[0]).toMatchObject({ done: true, to: '/escrow/new' })
    expect(percentDone(funded)).toBe(33)

    const both = onboardingSteps({ walletFunded: true, firstTransaction: true })
    expect(both.map((step) => [step.done, step.to])).toEqual([
      [true, '/transactions'],
      [true, '/orders'],
      [false, '/referrals'],
    ])
    expect(percentDone(both)).toBe(67)
  })
})
