import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrdersByStatus } from '~/contract/escrow'
import type { WalletTransaction } from '~/contract/wallet'
import { OnboardingCard } from '~/features/dashboard/components/OnboardingCard'
import { orderKeys, orderQueries } from '~/features/orders/queries'
import { sessionKeys } from '~/lib/session/profile'
import { transactionKeys, transactionQueries } from '~/features/transactions/queries'
import { appQueryClient, renderInApp } from '../../support/render'
import { anOrder, aUser } from '../../support/test-data'

const sources = {
  transactions: transactionQueries.list(),
  orders: orderQueries.grouped(),
}

const deposit: WalletTransaction = {
  id: 'tx-1',
  transaction_type: 'deposit',
  direction: 'credit',
  amount: 5000,
  description: 'Wallet funding via card',
  status: 'success',
  created_at: '2026-03-01T10:00:00Z',
}

async function renderCard(transactions: WalletTransaction[], orders: Partial<OrdersByStatus>) {
  const queryClient = appQueryClient()
  queryClient.setQueryData(sessionKeys.profile, aUser())
  queryClient.setQueryData(transactionKeys.list(), transactions)
  queryClient.setQueryData(orderKeys.grouped(), {
    pending: [],
    active: [],
    completed: [],
    cancelled: [],
    ...orders,
  })
  await renderInApp(<OnboardingCard sources={sources} />, { queryClient })
  return screen.getByRole('region', { name: 'Get started' })
}

const stepLink = (card: HTMLElement, name: RegExp) => within(card).getByRole('link', { name })

describe('OnboardingCard', () => {
  it('shows 0% with every step open when nothing is done yet', async () => {
    const card = await renderCard([{ ...deposit, status: 'pending' }], {
      pending: [anOrder()], // sent to Ada, not accepted
    })
    expect(card).toHaveTextContent('0% done')
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    expect(stepLink(card, /^Fund your wallet$/)).toHaveAttribute('href', '/transactions')
    expect(stepLink(card, /^Create your first transaction$/)).toHaveAttribute(
      'href',
      '/escrow/new?role=seller',
    )
    expect(stepLink(card, /^Refer a friend$/)).toHaveAttribute('href', '/referrals')
    // No referral service: nothing on the card promises a reward.
    expect(card).not.toHaveTextContent(/reward/i)
  })

  it('marks a successful deposit as a funded wallet (33%) and points to the next step', async () => {
    const card = await renderCard([deposit], {})
    expect(card).toHaveTextContent('33% done')
    const [funded] = within(card).getAllByRole('listitem')
    expect(funded).toHaveTextContent('Fund your wallet✓ (done)')
    expect(stepLink(card, /^Fund your wallet$/)).toHaveAttribute('href', '/escrow/new?role=seller')
  })

  it('marks an order the user created as the first transaction; referral stays open (67%)', async () => {
    const card = await renderCard([deposit], {
      cancelled: [anOrder({ initiator: { full_name: 'Adaeze Okafor', email: 'ada@escrow.test' } })],
    })
    expect(card).toHaveTextContent('67% done')
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67')
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Fund your wallet✓ (done)',
      'Create your first transaction✓ (done)',
      'Refer a friend',
    ])
    expect(stepLink(card, /^Fund your wallet$/)).toHaveAttribute('href', '/transactions')
    expect(stepLink(card, /^Create your first transaction$/)).toHaveAttribute('href', '/orders')
  })
})
